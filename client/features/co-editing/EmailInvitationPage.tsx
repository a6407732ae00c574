import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { COEDIT_COPY as C } from '@common/copy-co-editing';
import { PageContainer } from '@client/components/layout/PageHeader';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { acceptEmailInvitation, SHARED_BLOGS_KEY } from './api';

/**
 * /email-invitations/:token: the link of an invitation by email (docs/decisions/033-email-invitations.md). Accepts it for
 * the signed-in account and opens the blog; otherwise says why (another address, expired, revoked).
 */
export default function EmailInvitationPage() {
  const { token } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    acceptEmailInvitation(token).then(
      async ({ blogId }) => {
        await queryClient.invalidateQueries({ queryKey: SHARED_BLOGS_KEY });
        toast(C.invitation.joined);
        navigate(`/edit-blog/${blogId}`, { replace: true });
      },
      (e: unknown) => setFailed(errorMessage(e)),
    );
  }, [token, navigate, queryClient]);

  return (
    <PageContainer>
      {failed ? (
        <div className="grid gap-4 py-10">
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{failed}</AlertDescription>
          </Alert>
          <Link href="/my-blogs" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {C.invitation.toMyBlogs}
          </Link>
        </div>
      ) : (
        <div className="flex items-center justify-center gap-3 py-20 text-muted-foreground" role="status">
          <Spinner />
          <span>{C.invitation.joining}</span>
        </div>
      )}
    </PageContainer>
  );
}
