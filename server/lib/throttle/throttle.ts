import { tooManyRequests } from '../errors';
import type { ThrottleRepository, ThrottleState } from './throttle.repository';

/** One fixed-window bucket: at most `limit` hits per `windowMs` under `key`. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** A hit taken in a bucket, as counted; give it back when the attempt turns out not to count. */
export type ThrottleSlot = ThrottleState;

const reopensIn = (rule: ThrottleRule, state: ThrottleState, now: Date) =>
  Math.max(0, Math.ceil((state.windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000));

/** Seconds until every exhausted bucket among `rules` reopens, or 0 when none is exhausted. */
export function secondsBlocked(rules: ThrottleRule[], states: ThrottleState[], now: Date): number {
  let wait = 0;
  for (const rule of rules) {
    const s = states.find((x) => x.key === rule.key);
    if (s && s.hits >= rule.limit) wait = Math.max(wait, reopensIn(rule, s, now));
  }
  return wait;
}

/**
 * Takes one slot in each rule's bucket, in order. Each take counts and decides in one statement
 * (the counter after the hit says whether this caller is within the limit), so concurrent callers
 * cannot all slip under it. When a bucket is full, the slots just taken are given back (a refused
 * attempt costs nothing and leaves the counter at its limit) and the answer is the wait in seconds.
 */
export async function takeSlots(
  repo: ThrottleRepository,
  rules: ThrottleRule[],
): Promise<{ slots: ThrottleSlot[]; retryAfter: 0 } | { slots: []; retryAfter: number }> {
  const slots: ThrottleSlot[] = [];
  for (const rule of rules) {
    const state = await repo.hit(rule.key, rule.windowMs);
    slots.push(state);
    if (state.hits > rule.limit) {
      await giveBack(repo, slots);
      return { slots: [], retryAfter: Math.max(1, reopensIn(rule, state, new Date())) };
    }
  }
  return { slots, retryAfter: 0 };
}

/** takeSlots, answering 429 with Retry-After and `message` when a bucket is full. */
export async function consume(repo: ThrottleRepository, rules: ThrottleRule[], message: string) {
  const taken = await takeSlots(repo, rules);
  if (taken.retryAfter > 0) throw tooManyRequests(taken.retryAfter, message);
  return taken.slots;
}

export async function giveBack(repo: ThrottleRepository, slots: ThrottleSlot[]): Promise<void> {
  for (const slot of [...slots].reverse()) await repo.giveBack(slot);
}

/**
 * A read-only check, for shedding load before expensive work: not a decision under concurrency
 * (the read and any later hit are two steps). Decide with `consume`.
 */
export async function assertNotThrottled(repo: ThrottleRepository, rules: ThrottleRule[], message: string) {
  const states = await repo.read(rules.map((r) => r.key));
  const wait = secondsBlocked(rules, states, new Date());
  if (wait > 0) throw tooManyRequests(wait, message);
}
