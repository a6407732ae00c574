import { z } from 'zod';

/** A post's insights (docs/decisions/027-creator-voice-and-top-posts.md "Top posts to write about"): null where Instagram gave no figure. */
export const postInsightSchema = z.object({
  postId: z.number().int(),
  saves: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  views: z.number().int().nullable(),
});
export type PostInsight = z.infer<typeof postInsightSchema>;

/** An account's insights: optional by nature, so `note` says quietly why there are none. */
export const accountInsightsSchema = z.object({
  available: z.boolean(),
  note: z.string().nullable(),
  posts: z.array(postInsightSchema),
});
export type AccountInsights = z.infer<typeof accountInsightsSchema>;

export const INSIGHTS_COPY = {
  sortLabel: 'Sort posts',
  newest: 'Newest',
  top: 'Top posts to write about',
  loading: 'Reading insights…',
  notes: {
    not_enough_viewers:
      'Instagram shares insights only with accounts that have enough viewers, so your posts stay newest first.',
    no_permission:
      'Instagram did not give Inkgram access to insights for this account, so your posts stay newest first. Reconnect the account to allow it.',
    not_supported: 'Instagram has no insights for these posts, so they stay newest first.',
    failed: 'Insights could not be read just now, so your posts stay newest first.',
  },
  figures: (p: { saves: number | null; shares: number | null; reach: number | null }) =>
    [
      p.saves === null ? null : `${p.saves} saves`,
      p.shares === null ? null : `${p.shares} shares`,
      p.reach === null ? null : `${p.reach} reached`,
    ]
      .filter(Boolean)
      .join(' · '),
} as const;

/** Top posts first: most saved, then most shared, then widest reach; posts without figures last. */
export function byInsights(a: PostInsight | undefined, b: PostInsight | undefined): number {
  if (!a || !b) return Number(!a) - Number(!b);
  return (b.saves ?? -1) - (a.saves ?? -1) || (b.shares ?? -1) - (a.shares ?? -1) || (b.reach ?? -1) - (a.reach ?? -1);
}
