import type { PgBoss } from 'pg-boss';

/**
 * A late-bound handle on pg-boss for request handlers: the app is built before the job system
 * starts (server/main.ts), so routes enqueue through this and startJobs attaches the boss.
 */
export interface JobQueue {
  send(name: string, data: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<string | null>;
  attach(boss: PgBoss): void;
  readonly attached: boolean;
}

export function createJobQueue(): JobQueue {
  let boss: PgBoss | undefined;
  return {
    async send(name, data, options = {}) {
      if (!boss) throw new Error(`job queue is not started; cannot send ${name}`);
      return boss.send(name, data, options);
    },
    attach(b) {
      boss = b;
    },
    get attached() {
      return boss !== undefined;
    },
  };
}
