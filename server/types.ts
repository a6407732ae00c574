import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Keyring } from './lib/crypto/keyring';
import type { AuthContext } from './lib/auth-context';

/** Everything the app needs from the outside, built by main.ts (or a test) and passed to buildApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  keyring: Keyring;
  /** Enqueues background jobs; attached to pg-boss by startJobs (server/jobs/boss.ts). */
  queue: JobQueue;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser pre-handler; null on routes that do not require a user. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Opt a state-changing route out of the same-origin check (server-to-server callbacks only). */
    skipOriginCheck?: boolean;
  }
}
