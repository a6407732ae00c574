import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { COEDIT_COPY as C } from '@common/copy-co-editing';
import { PageContainer } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { acceptInvitation, SHARED_BLOGS_KEY } from './api';

/** /invitations/:token — joins the blog the link shares, then opens it. */
export default function InvitationPage() {
  const { token } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    acceptInvitation(token).then(
      async ({ blogId }) => {
        await queryClient.invalidateQueries({ queryKey: SHARED_BLOGS_KEY });
        toast(C.invitation.joined);
        navigate(`/edit-blog/${blogId}`, { replace: true });
      },
      () => setFailed(true),
    );
  }, [token, navigate, queryClient]);

  return (
    <PageContainer>
      {failed ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{C.invitation.invalid}</AlertDescription>
        </Alert>
      ) : (
        <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground">
          <Spinner />
          <span>{C.invitation.joining}</span>
        </div>
      )}
    </PageContainer>
  );
}
