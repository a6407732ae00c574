import { useState } from 'react';
import { Ban, Undo2 } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { findPlatform } from '@common/platforms';
import type { HomeRequest, Publication, WithdrawHowName } from '@common/publishing';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { can } from '@client/lib/abilities';
import { errorMessage } from '@client/lib/api';
import { NewHomeChoice, type HomeCandidate } from './NewHomeChoice';
import { useCancelPublication, useWithdrawPublication } from './outcomes-api';

const A = PUBLISHING_COPY.actions;

/** The ways a platform can take a post down: both (WordPress, Ghost), one (DEV: unpublish; Hashnode: remove), or none (Medium). */
export function withdrawWays(platformName: string | null): WithdrawHowName[] {
  const caps = platformName ? findPlatform(platformName)?.capabilities : undefined;
  if (!caps) return [];
  return [...(caps.unpublish ? (['draft'] as const) : []), ...(caps.delete ? (['trash'] as const) : [])];
}

/** What withdrawing does there: taken off the platform until published again, or (Hashnode) removed: publishing again makes a new post. */
export function withdrawExplanation(platformName: string | null): string {
  const descriptor = platformName ? findPlatform(platformName) : undefined;
  return descriptor?.capabilities.withdrawRemoves ? A.withdrawRemoveText(descriptor.displayName) : A.withdrawText;
}

/**
 * Under a destination in the Publish dialog: 'Cancel publication' while it is scheduled or pending,
 * 'Withdraw' for a live post (back to draft or into the trash where the platform has both), and for
 * a platform that cannot take a post down (Medium), a sentence saying so before anyone tries.
 */
export function PublicationActions({
  publication,
  where,
  otherCopies = [],
}: {
  publication: Publication;
  where: string;
  /** The blog's other live copies: when this one is the home, they point to it and need a new home. */
  otherCopies?: HomeCandidate[];
}) {
  const cancel = useCancelPublication();
  const withdraw = useWithdrawPublication();
  const [confirming, setConfirming] = useState(false);
  const ways = withdrawWays(publication.platformName);
  const [how, setHow] = useState<WithdrawHowName | undefined>(ways[0]);
  const pointedAt = publication.isHome && otherCopies.length > 0;
  const [newHome, setNewHome] = useState<HomeRequest | undefined>(undefined);
  const chosenHome = newHome ?? (otherCopies[0] ? { platformConnectionId: otherCopies[0].connectionId } : undefined);
  const platform = (publication.platformName && findPlatform(publication.platformName)?.displayName) ?? where;
  const live = publication.status === 'published';

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
      setConfirming(false);
    } catch (error) {
      toast({ variant: 'destructive', title: A.failed, description: errorMessage(error) });
    }
  };

  if (can(publication, 'cancel')) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={A.cancelAlt(where)}
        disabled={cancel.isPending}
        onClick={() => void run(() => cancel.mutateAsync(publication), A.cancelled)}
      >
        <Ban aria-hidden="true" />
        {A.cancel}
      </Button>
    );
  }
  if (live && ways.length === 0) {
    return <p className="text-xs text-muted-foreground">{A.cannotWithdraw(platform)}</p>;
  }
  if (!live || !can(publication, 'withdraw')) return null;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={A.withdrawAlt(where)} onClick={() => setConfirming(true)}>
        <Undo2 aria-hidden="true" />
        {A.withdraw}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-[460px]">
          <DialogHeader>
            <DialogTitle>{A.withdrawTitle(where)}</DialogTitle>
            <DialogDescription>{withdrawExplanation(publication.platformName)}</DialogDescription>
          </DialogHeader>
          {ways.length > 1 ? (
            <fieldset className="grid gap-2">
              {ways.map((w) => (
                <label key={w} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`withdraw-${publication.id}`}
                    className="size-4 accent-[var(--color-primary)]"
                    checked={how === w}
                    onChange={() => setHow(w)}
                  />
                  {w === 'draft' ? A.withdrawDraft : A.withdrawTrash}
                </label>
              ))}
            </fieldset>
          ) : null}
          {pointedAt ? (
            <NewHomeChoice
              blogId={publication.blogId}
              publicationId={publication.id}
              copies={otherCopies}
              value={chosenHome}
              onChange={setNewHome}
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {PUBLISHING_COPY.dialog.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() =>
                void run(
                  () => withdraw.mutateAsync({ ...publication, how, newHome: pointedAt ? chosenHome : undefined }),
                  A.withdrawn,
                )
              }
            >
              {withdraw.isPending ? A.withdrawing : A.withdrawConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
