import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Agent } from './agent';
import type { HarnessPlatform, PublicationBody, PublishingHarness } from './publishing-harness';
import { queryRows } from './test-app';
import { until } from './wait';

/** A post as a platform stored it: live, held for a time, and its date there (null: none). */
export interface StoredPost {
  live: boolean;
  held: boolean;
  at: Date | null;
}

const dateOf = (iso: string | null | undefined, utcWithoutZone = false) =>
  iso ? new Date(utcWithoutZone ? `${iso}Z` : iso) : null;

/**
 * What schedule tests read with the job queue running: the blog's publication once a job has
 * moved it, the publication's jobs still waiting in pg-boss, and the posts each fake platform holds.
 */
export function scheduleProbes(h: PublishingHarness) {
  const { wp, ghost, devto } = h.fakes;
  return {
    /** The blog's (one) publication once `done` holds for it; fails with the last one seen otherwise. */
    async settled(agent: Agent, blogId: number, done: (p: PublicationBody) => boolean, ms = 30_000) {
      const rows = await until(
        () => h.history(agent, blogId),
        (r) => Boolean(r[0] && done(r[0])),
        ms,
      );
      expect(rows[0] && done(rows[0]), `publication as last seen: ${JSON.stringify(rows[0])}`).toBe(true);
      return rows[0]!;
    },

    /** The start times of the publication's jobs that have not started (pg-boss created or retry). */
    async waitingJobs(publicationId: number, db = h.t().deps.database.db): Promise<string[]> {
      const rows = await queryRows<{ start_after: Date | string }>(
        db,
        sql`select start_after from pgboss.job where name = 'publishing.publish' and singleton_key = ${`publication-${publicationId}`} and state in ('created', 'retry') order by start_after`,
      );
      return rows.map((r) => new Date(r.start_after).toISOString());
    },

    /** The waiting jobs' start times once they are `expected` (a worker sends its next job after it recorded the post). */
    async jobsAt(publicationId: number, expected: string[], db = h.t().deps.database.db) {
      const seen = await until(
        () => this.waitingJobs(publicationId, db),
        (jobs) => JSON.stringify(jobs) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
    },

    /** The posts titled so on the platform (WordPress's trash left out). */
    stored(platform: HarnessPlatform, title: string): StoredPost[] {
      if (platform === 'wordpress')
        return wp.posts
          .filter((p) => p.title === title && p.status !== 'trash')
          .map((p) => ({ live: p.status === 'publish', held: p.status === 'future', at: dateOf(p.date_gmt, true) }));
      if (platform === 'ghost')
        return ghost.posts
          .filter((p) => p.title === title)
          .map((p) => ({ live: p.status === 'published', held: p.status === 'scheduled', at: dateOf(p.published_at) }));
      if (platform === 'devto')
        return devto.articles
          .filter((a) => a.title === title)
          .map((a) => ({ live: a.published, held: false, at: dateOf(a.published_at) }));
      throw new Error(`no schedule probe for ${platform}`);
    },
  };
}
