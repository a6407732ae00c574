import { LoaderCircle, RefreshCw } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import type { PublicationSummary } from '@common/publication-outcomes';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { cardStates, partlyPublished } from './card-states';
import { useUpdateEverywhere } from './outcomes-api';

const K = PUBLISHING_COPY.card;
const SHOWN = 3;

/**
 * The My Blogs card's publication states (docs/decisions/018-publishing-destinations-and-modes.md): one badge per destination — publishing,
 * scheduled with its time, a draft on the platform, failed (with the reason on hover and for screen
 * readers), withdrawn — 'Published on 1 of 2' when only some are live, and 'Update everywhere' for a
 * blog with live posts.
 */
export function PublicationBadges({ blogId, publications }: { blogId: number; publications: PublicationSummary[] }) {
  const update = useUpdateEverywhere();
  if (publications.length === 0) return null;
  const states = cardStates(publications);
  const partly = partlyPublished(publications);
  const live = publications.some((p) => p.status === 'published');
  const more = states.length - SHOWN;

  const updateEverywhere = async () => {
    try {
      await update.mutateAsync(blogId);
      toast({ title: K.updateQueued, description: K.updateQueuedText });
    } catch (error) {
      toast({ variant: 'destructive', title: K.updateFailed, description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-2" data-testid="publication-states">
      <ul className="flex flex-wrap gap-1.5" aria-label={K.label}>
        {partly ? (
          <li>
            <Badge variant="info" data-testid="partly-published">
              {partly}
            </Badge>
          </li>
        ) : null}
        {states.slice(0, SHOWN).map((s) => (
          <li key={s.key} className="max-w-full">
            <Badge variant={s.variant} data-status={s.status} title={s.detail ?? undefined}>
              {s.status === 'pending' ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {s.label}
              {(s.status === 'failed' || s.status === 'pending') && s.detail ? (
                <span className="sr-only">. {s.detail}</span>
              ) : null}
            </Badge>
          </li>
        ))}
        {more > 0 ? <li className="px-1 py-0.5 text-xs text-muted-foreground">{K.more(more)}</li> : null}
      </ul>
      {live ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          title={K.updateEverywhereHint}
          disabled={update.isPending}
          onClick={() => void updateEverywhere()}
        >
          <RefreshCw aria-hidden="true" />
          {update.isPending ? K.updatingEverywhere : K.updateEverywhere}
        </Button>
      ) : null}
    </div>
  );
}
