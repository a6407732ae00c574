import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, RotateCw, X } from 'lucide-react';
import type { EmailInvitation } from '@common/co-editing';
import { COEDIT_COPY as C } from '@common/copy-co-editing';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { resendEmailInvitation, revokeEmailInvitation, sharingQueryKey } from './api';

/** The owner's invitations by email not yet accepted: address, role, Pending or Expired; Resend and Revoke. */
export function PendingInvitations({ blogId, invitations }: { blogId: number; invitations: EmailInvitation[] }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(blogId) });
  const onError = (e: unknown) => toast({ variant: 'destructive', title: C.failed, description: errorMessage(e) });
  const resend = useMutation({
    mutationFn: (i: EmailInvitation) => resendEmailInvitation(blogId, i.id),
    onSuccess: async (i) => {
      toast(C.resent(i.email));
      await refresh();
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (i: EmailInvitation) => revokeEmailInvitation(blogId, i.id),
    onSuccess: async () => {
      toast(C.invitationRevoked);
      await refresh();
    },
    onError,
  });
  if (invitations.length === 0) return null;

  return (
    <section className="grid gap-2" aria-labelledby={`pending-${blogId}`}>
      <h3 id={`pending-${blogId}`} className="text-sm font-semibold">
        {C.pending}
      </h3>
      <ul className="grid gap-2" data-testid="share-invitations">
        {invitations.map((i) => (
          <li key={i.id} className="grid gap-1 rounded-md border border-border px-3 py-2">
            <div className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate text-sm" title={i.email}>
                {i.email}
              </span>
              <Badge variant={i.status === 'expired' ? 'destructive' : 'muted'}>{C.pendingStatus[i.status]}</Badge>
            </div>
            <div className="flex items-center gap-1 pl-6">
              <span className="flex-1 text-xs text-muted-foreground">{C.roles[i.role]}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={C.resendLabel(i.email)}
                disabled={resend.isPending && resend.variables?.id === i.id}
                onClick={() => resend.mutate(i)}
              >
                <RotateCw aria-hidden="true" />
                {C.resend}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={C.revokeInvitationLabel(i.email)}
                disabled={revoke.isPending && revoke.variables?.id === i.id}
                onClick={() => revoke.mutate(i)}
              >
                <X aria-hidden="true" />
                {C.revoke}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
