import type { PgBoss } from 'pg-boss';

/** A job that has not started yet (pg-boss `created` or `retry`). */
export interface WaitingJob {
  id: string;
  startAfter: Date;
}

/**
 * A late-bound handle on pg-boss for request handlers: the app is built before the job system
 * starts (server/main.ts), so routes enqueue through this and startJobs attaches the boss.
 */
export interface JobQueue {
  send(name: string, data: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<string | null>;
  /** The jobs of `name` under `singletonKey` that have not started yet. */
  waiting(name: string, singletonKey: string): Promise<WaitingJob[]>;
  /** Calls off jobs that have not started (a job that started meanwhile runs on). */
  cancel(name: string, ids: string[]): Promise<void>;
  attach(boss: PgBoss): void;
  readonly attached: boolean;
}

export function createJobQueue(): JobQueue {
  let boss: PgBoss | undefined;
  const started = (what: string) => {
    if (!boss) throw new Error(`job queue is not started; cannot ${what}`);
    return boss;
  };
  return {
    async send(name, data, options = {}) {
      return started(`send ${name}`).send(name, data, options);
    },
    async waiting(name, singletonKey) {
      const jobs = await started(`read ${name}`).findJobs(name, { key: singletonKey, queued: true });
      return jobs.map((j) => ({ id: j.id, startAfter: new Date(j.startAfter) }));
    },
    async cancel(name, ids) {
      if (ids.length > 0) await started(`cancel ${name}`).cancel(name, ids);
    },
    attach(b) {
      boss = b;
    },
    get attached() {
      return boss !== undefined;
    },
  };
}
