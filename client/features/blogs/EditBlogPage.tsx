import { PencilLine } from 'lucide-react';
import { useParams } from 'wouter';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function EditBlogPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.editBlog}
      icon={PencilLine}
      description="Refine the title, content, tags and category of your post."
      note={`The editor for blog post #${id} will appear here.`}
    />
  );
}
