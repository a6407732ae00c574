import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { FediverseSection } from '@client/features/fediverse';
import { NotificationSettingsSection } from '@client/features/notifications';
import { VoiceSection } from '@client/features/style-profile';
import { accountQueryOptions, forgetSignedInUser } from './api';
import { ConnectionsSection } from './ConnectionsSection';
import { SETTINGS_COPY } from './copy';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesSection } from './DevicesSection';
import { ExportSection } from './ExportSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { TimeZoneSection } from './TimeZoneSection';

/** /settings — the account in the creator's hands: profile, password, devices, connections, export, deletion. */
export default function SettingsPage() {
  const account = useQuery(accountQueryOptions);
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const signedOut = () => {
    forgetSignedInUser(qc);
    navigate('/auth', { replace: true });
  };

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={SETTINGS_COPY.title} description={SETTINGS_COPY.description} />
      {account.isPending ? (
        <div className="mt-10 flex justify-center">
          <Spinner className="size-8" />
        </div>
      ) : account.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertDescription>{SETTINGS_COPY.loadError}</AlertDescription>
        </Alert>
      ) : (
        <div className="mt-8 grid gap-6">
          <ProfileSection account={account.data} />
          <TimeZoneSection account={account.data} />
          <VoiceSection />
          <PasswordSection />
          <NotificationSettingsSection />
          <DevicesSection onSignedOutHere={signedOut} />
          <ConnectionsSection />
          <FediverseSection />
          <ExportSection />
          <DeleteAccountSection onDeleted={signedOut} />
        </div>
      )}
    </PageContainer>
  );
}
