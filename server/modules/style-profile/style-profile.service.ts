import { effectiveTraits, type StyleOverrides, type StyleProfile, type StyleTraits } from '@common/style-profile';
import type { UserId } from '@common/ids';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { learnStyle } from './extract';
import { styleProfileRepository, type StyleProfileRow } from './style-profile.repository';
import { presentStyleProfile } from './style-profile.presenter';

/** This many new posts since the voice was learned relearn it (a synced batch). */
export const RELEARN_AFTER_NEW_POSTS = 5;

/**
 * The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): learned on first use, relearned when asked ('Relearn') and
 * after a batch of new posts; the creator's overrides are kept across relearning. Each user reads
 * and writes only their own row (it is keyed by the signed-in user).
 */
export function styleProfileService(db: Db) {
  const repo = styleProfileRepository(db);

  async function learn(userId: UserId): Promise<StyleProfileRow> {
    const [captions, blogHtml] = await Promise.all([repo.captions(userId), repo.blogContents(userId)]);
    const blogs = blogHtml.map((html) => htmlToText(html)).filter((t) => t.trim());
    const { traits, examples } = learnStyle({ captions, blogs });
    const postCount = await repo.postCount(userId);
    return repo.saveLearned(userId, { learned: traits, examples, captionCount: postCount, blogCount: blogs.length });
  }

  /** The stored profile, learned now if there is none or a batch of posts arrived since. */
  async function current(userId: UserId): Promise<StyleProfileRow> {
    const row = await repo.find(userId);
    if (!row) return learn(userId);
    const posts = await repo.postCount(userId);
    return posts >= row.captionCount + RELEARN_AFTER_NEW_POSTS ? learn(userId) : row;
  }

  return {
    async get(actor: Actor): Promise<StyleProfile> {
      return presentStyleProfile(await current(actor.userId));
    },

    async relearn(actor: Actor): Promise<StyleProfile> {
      return presentStyleProfile(await learn(actor.userId));
    },

    /** Replaces the creator's overrides (a trait left out is reset to the learned one). */
    async update(actor: Actor, overrides: StyleOverrides): Promise<StyleProfile> {
      await current(actor.userId);
      const row = await repo.saveOverrides(actor.userId, overrides);
      return presentStyleProfile(row!);
    },

    /** The voice the writers use for this creator. */
    async voiceFor(actor: Actor): Promise<StyleTraits> {
      const row = await current(actor.userId);
      return effectiveTraits(row.learned, row.overrides);
    },
  };
}

export type StyleProfileService = ReturnType<typeof styleProfileService>;
