import type { WriterInfo } from '@common/blog-generation';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tooManyRequests } from './errors';
import { takeSlots, type ThrottleRule } from './throttle/throttle';
import { throttleRepository } from './throttle/throttle.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function inWords(seconds: number): string {
  if (seconds <= 60) return 'a minute';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

export const aiLimitMessage = (retryAfterSeconds: number) =>
  `You have reached the AI limit for now. Please try again in ${inWords(retryAfterSeconds)}.`;

export const builtinLimitMessage = (retryAfterSeconds: number) =>
  `You have written a lot of drafts in a short time. Please try again in ${inWords(retryAfterSeconds)}.`;

type BudgetConfig = Pick<
  Config,
  'AI_RATE_PER_MINUTE' | 'AI_RATE_PER_DAY' | 'BUILTIN_RATE_PER_MINUTE' | 'BUILTIN_RATE_PER_DAY'
>;

/**
 * Each call to a model costs its owner money: a user may make AI_RATE_PER_MINUTE calls a minute and
 * AI_RATE_PER_DAY a day (generation, streamed or not, the writing assistant and the writing-prompt
 * pre-fill together). The built-in writer costs nothing, but each generation stores a row: it has
 * its own, generous ceiling (BUILTIN_RATE_PER_MINUTE, BUILTIN_RATE_PER_DAY; 60 and 2,000).
 */
export function aiBudget(db: Db, config: BudgetConfig) {
  const repo = throttleRepository(db);
  const rules = (userId: number, builtin: boolean): ThrottleRule[] =>
    builtin
      ? [
          { key: `ai:builtin-minute:${userId}`, limit: config.BUILTIN_RATE_PER_MINUTE, windowMs: MINUTE },
          { key: `ai:builtin-day:${userId}`, limit: config.BUILTIN_RATE_PER_DAY, windowMs: DAY },
        ]
      : [
          { key: `ai:user-minute:${userId}`, limit: config.AI_RATE_PER_MINUTE, windowMs: MINUTE },
          { key: `ai:user-day:${userId}`, limit: config.AI_RATE_PER_DAY, windowMs: DAY },
        ];

  return {
    /** Spends one call of `userId`'s budget on the `writer` about to run, or throws 429 with Retry-After. */
    async spend(userId: number, writer: Pick<WriterInfo, 'kind'>): Promise<void> {
      const builtin = writer.kind === 'builtin';
      const { retryAfter } = await takeSlots(repo, rules(userId, builtin));
      if (retryAfter === 0) return;
      throw tooManyRequests(retryAfter, builtin ? builtinLimitMessage(retryAfter) : aiLimitMessage(retryAfter));
    },
  };
}

export type AiBudget = ReturnType<typeof aiBudget>;
