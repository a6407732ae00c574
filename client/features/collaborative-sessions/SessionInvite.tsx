import { Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { joinPath } from '@common/collaborative-sessions';
import { COLLAB_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { useCollabMutations } from './api';

const C = COLLAB_COPY.invite;

/**
 * The owner's invitation link of a session (docs/decisions/020-coediting-on-postgresql.md). A new link is shown in the dialog (toasts
 * are hidden behind the modal) and copied to the clipboard when the browser allows; Revoke ends it.
 */
export function SessionInvite({ sessionId }: { sessionId: number }) {
  const { createInviteLink, revokeInviteLink } = useCollabMutations();
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const make = () =>
    createInviteLink.mutate(sessionId, {
      onSuccess: ({ token }) => {
        const url = `${window.location.origin}${joinPath(token)}`;
        setLink({ url, copied: false });
        navigator.clipboard?.writeText(url).then(
          () => setLink({ url, copied: true }),
          () => {}, // no clipboard (permissions, an insecure origin): the link is shown to copy by hand
        );
      },
    });
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">{C.hint}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={createInviteLink.isPending} onClick={make}>
          <Link2 aria-hidden="true" />
          {C.copy}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={revokeInviteLink.isPending}
          onClick={() => revokeInviteLink.mutate(sessionId, { onSuccess: () => setLink(null) })}
        >
          <Link2Off aria-hidden="true" />
          {C.revoke}
        </Button>
      </div>
      {link ? (
        <div className="grid gap-1">
          <Input readOnly aria-label={C.label} value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <p role="status" className="text-xs text-muted-foreground">
            {link.copied ? C.copied : C.copyByHand}
          </p>
        </div>
      ) : null}
    </div>
  );
}
