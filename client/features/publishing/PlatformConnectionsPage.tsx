import { Globe } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function PlatformConnectionsPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.platformConnections}
      icon={Globe}
      description="Connect WordPress, Medium, DEV and Hashnode to publish your posts."
      note="Your publishing platform connections will appear here."
    />
  );
}
