import { SquarePen } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function CreateBlogPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.create}
      icon={SquarePen}
      description="Pick an Instagram post and let the AI draft a blog post from it."
      note="Choose a connected account and a post to generate your first draft."
    />
  );
}
