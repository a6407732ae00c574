import { z } from 'zod';
import { InstagramApiError } from './errors';

/**
 * Media insights (docs/decisions/027-creator-voice-and-top-posts.md "Top posts to write about"), optional by nature: Instagram gives
 * none to small accounts ("(#10) Not enough viewers"), to apps without the insights permission,
 * or for media too new; retired metrics fail the whole request with code 100 (see
 * docs/decisions/027-creator-voice-and-top-posts.md).
 */

/** Metrics asked for: the current ones (views replaced impressions and plays in 2025). */
export const INSIGHT_METRICS = ['saved', 'shares', 'reach', 'views'] as const;
/** Asked again without `views` when a host answers code 100 (it does not know that metric). */
const CORE_METRICS = ['saved', 'shares', 'reach'] as const;

/**
 * @link https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights
 * Each metric: `values: [{ value }]` (lifetime); newer versions may give `total_value.value`.
 */
export const insightsResponseSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.number().nullish() })).optional(),
      total_value: z.object({ value: z.number().nullish() }).optional(),
    }),
  ),
});

export type UnavailableReason = 'not_enough_viewers' | 'no_permission' | 'not_supported';
export type MediaInsights =
  | { status: 'ok'; saves: number | null; shares: number | null; reach: number | null; views: number | null }
  | { status: 'unavailable'; reason: UnavailableReason };

export function insightsFrom(body: z.output<typeof insightsResponseSchema>): MediaInsights {
  const value = (name: string) => {
    const m = body.data.find((d) => d.name === name);
    const v = m?.total_value?.value ?? m?.values?.[0]?.value;
    return typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.round(v)) : null;
  };
  return { status: 'ok', saves: value('saved'), shares: value('shares'), reach: value('reach'), views: value('views') };
}

/** Why Instagram gave no insights, in terms the product can say quietly; null when it is another failure. */
function unavailableReason(err: unknown): UnavailableReason | null {
  if (!(err instanceof InstagramApiError)) return null;
  if (err.detail.code === 10 && /not enough viewers/i.test(err.vendorMessage ?? '')) return 'not_enough_viewers';
  if (err.kind === 'permission') return 'no_permission';
  if (err.detail.code === 100) return 'not_supported';
  return null;
}

/**
 * Reads one media's insights through `fetch` (the client's call); a retired or unknown metric
 * (code 100) is dropped and asked once more; "no insights" answers become `unavailable`. Other
 * failures (expired token, rate limit, network) are thrown as they are.
 */
export async function readMediaInsights(
  fetch: (metrics: readonly string[]) => Promise<z.output<typeof insightsResponseSchema>>,
): Promise<MediaInsights> {
  try {
    return insightsFrom(await fetch(INSIGHT_METRICS));
  } catch (err) {
    if (!(err instanceof InstagramApiError && err.detail.code === 100)) {
      const reason = unavailableReason(err);
      if (reason) return { status: 'unavailable', reason };
      throw err;
    }
  }
  try {
    return insightsFrom(await fetch(CORE_METRICS));
  } catch (err) {
    const reason = unavailableReason(err);
    if (reason) return { status: 'unavailable', reason };
    throw err;
  }
}
