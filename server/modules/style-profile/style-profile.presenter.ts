import { effectiveTraits, type StyleProfile } from '@common/style-profile';
import type { StyleProfileRow } from './style-profile.repository';

/** The stored row → the API shape: what the writers use, what was learned, the creator's overrides. */
export function presentStyleProfile(row: StyleProfileRow): StyleProfile {
  return {
    traits: effectiveTraits(row.learned, row.overrides),
    learned: row.learned,
    overrides: row.overrides,
    examples: row.examples,
    learnedAt: row.learnedAt.toISOString(),
    sources: { captions: row.captionCount, blogs: row.blogCount },
  };
}
