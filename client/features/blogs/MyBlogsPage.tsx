import { FileText } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function MyBlogsPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.myBlogs}
      icon={FileText}
      description="Every blog post you have generated, saved and published."
      note="Your saved blog posts will appear here."
    />
  );
}
