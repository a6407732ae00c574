import { Users } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function CollaborativeSessionsPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.collaborativeSessions}
      icon={Users}
      description="Write together in sessions built around a prompt."
      note="Your collaborative writing sessions will appear here."
    />
  );
}
