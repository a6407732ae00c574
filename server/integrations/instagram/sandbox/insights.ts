import type { FakeFaults, FakeResponse } from './types';
import { graphError, json } from './oauth';
import type { SampleMedia } from './samples';

/**
 * GET /{media-id}/insights of the fake Graph API (docs/decisions/027-creator-voice-and-top-posts.md), as Instagram answers it in 2026:
 * current metrics only (a retired one fails the whole request with code 100), lifetime values,
 * none for small accounts ("(#10) Not enough viewers") or without the permission (faults).
 */
const CURRENT = new Set(['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions']);
const RETIRED = new Set([
  'impressions',
  'plays',
  'clips_replays_count',
  'ig_reels_aggregated_all_plays_count',
  'video_views',
]);

/** Deterministic counts from the media's id and likes: a few posts clearly saved and shared more. */
export function sampleInsights(media: SampleMedia): Record<string, number> {
  const seed = Number(media.id.slice(-6)) || 1;
  const likes = media.likeCount ?? 120;
  const saved = Math.round(likes / 8) + (seed % 37);
  const shares = Math.round(likes / 15) + (seed % 23);
  const reach = likes * 9 + (seed % 997);
  return {
    saved,
    shares,
    reach,
    views: reach * 2 + (seed % 311),
    likes,
    comments: media.commentsCount,
    total_interactions: likes + media.commentsCount + saved + shares,
  };
}

export function insightsEdge(
  media: SampleMedia,
  metricParam: string | null,
  faults: FakeFaults,
  headers: Record<string, string>,
): FakeResponse {
  if (faults.insights === 'no_permission') {
    return graphError(400, {
      message: '(#10) Application does not have permission for this action',
      type: 'OAuthException',
      code: 10,
    });
  }
  if (faults.insights === 'not_enough_viewers') {
    return graphError(400, {
      message: '(#10) Not enough viewers for the media to show insights',
      type: 'OAuthException',
      code: 10,
    });
  }
  const metrics = (metricParam ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = metrics.find(
    (m) => RETIRED.has(m) || !CURRENT.has(m) || (faults.insights === 'no_views' && m === 'views'),
  );
  if (!metrics.length || unknown) {
    return graphError(400, {
      message: `(#100) metric[${Math.max(0, metrics.indexOf(unknown ?? ''))}] must be one of the following values: ${[...CURRENT].join(', ')}`,
      type: 'IGApiException',
      code: 100,
    });
  }
  const values = sampleInsights(media);
  const data = metrics.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: values[name] ?? 0 }],
    title: name,
    id: `${media.id}/insights/${name}/lifetime`,
  }));
  return json(200, { data }, headers);
}
