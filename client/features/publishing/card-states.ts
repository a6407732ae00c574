import { PUBLISHING_COPY } from '@common/copy';
import type { PublicationSummary } from '@common/publication-outcomes';
import type { BadgeVariant } from '@client/components/ui/badge';
import { formatWhen } from './schedule';

const K = PUBLISHING_COPY.card;

export interface CardState {
  key: string;
  /** 'WordPress: Scheduled Nov 24, 9:00 AM' */
  label: string;
  variant: BadgeVariant;
  /** The reason, for a failed one; the site for the others. */
  detail: string | null;
  status: string;
}

const STATE: Record<string, { text: (p: PublicationSummary) => string; variant: BadgeVariant }> = {
  published: { text: () => PUBLISHING_COPY.statuses.published ?? 'Published', variant: 'done' },
  pending: { text: () => K.publishing, variant: 'warning' },
  publishing: { text: () => K.publishing, variant: 'warning' },
  scheduled: { text: (p) => (p.scheduledAt ? K.scheduledAt(formatWhen(p.scheduledAt)) : 'Scheduled'), variant: 'info' },
  draft: { text: () => K.draftOnPlatform, variant: 'muted' },
  failed: { text: () => PUBLISHING_COPY.statuses.failed ?? 'Failed', variant: 'destructive' },
  withdrawn: { text: () => PUBLISHING_COPY.statuses.withdrawn ?? 'Withdrawn', variant: 'muted' },
};

/** Failed first (it needs the creator), then under way, scheduled, live, draft, withdrawn. */
const ORDER = ['failed', 'pending', 'publishing', 'scheduled', 'published', 'draft', 'withdrawn'];

/** One badge per destination of a blog, in the order that matters to the creator. */
export function cardStates(publications: readonly PublicationSummary[]): CardState[] {
  return [...publications]
    .sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || a.id - b.id)
    .map((p) => {
      const state = STATE[p.status] ?? { text: () => p.status, variant: 'muted' as const };
      const platform = p.platformDisplayName ?? PUBLISHING_COPY.history.removedConnection;
      return {
        key: String(p.id),
        label: K.on(platform, state.text(p)),
        variant: state.variant,
        // Failed: the reason; under way: why it is retrying, if it is; otherwise where it went.
        detail: p.status === 'failed' || p.status === 'pending' ? (p.error ?? p.destination) : p.destination,
        status: p.status,
      };
    });
}

/** 'Published on 1 of 2' when some destinations are live and others are not (withdrawn ones do not count). */
export function partlyPublished(publications: readonly PublicationSummary[]): string | null {
  const counted = publications.filter((p) => p.status !== 'withdrawn');
  const live = counted.filter((p) => p.status === 'published').length;
  return live > 0 && live < counted.length ? K.partly(live, counted.length) : null;
}

/** The grid's summaries per blog. */
export function byBlog(publications: readonly PublicationSummary[] | undefined): Map<number, PublicationSummary[]> {
  const map = new Map<number, PublicationSummary[]>();
  for (const p of publications ?? []) map.set(p.blogId, [...(map.get(p.blogId) ?? []), p]);
  return map;
}
