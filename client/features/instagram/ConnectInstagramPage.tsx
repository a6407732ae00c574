import { Camera } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function ConnectInstagramPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.connectInstagram}
      icon={Camera}
      description="Finishing the connection with Instagram."
      note="We are completing the connection with your Instagram account."
    />
  );
}
