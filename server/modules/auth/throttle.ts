import { tooManyRequests } from '../../lib/errors';
import type { throttleRepository } from './throttle.repository';

export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Login brute-force rules (docs/decisions/004): a tight bucket per (account, IP) that a success
 * clears, a loose per-account bucket that stops distributed guessing without locking the owner out
 * for long, and a per-IP bucket against credential stuffing. Windows expire; nothing is permanent.
 */
export function loginRules(username: string, ip: string): ThrottleRule[] {
  const u = username.trim().toLowerCase();
  return [
    { key: `login:user-ip:${u}|${ip}`, limit: 10, windowMs: 15 * MINUTE },
    { key: `login:user:${u}`, limit: 100, windowMs: 60 * MINUTE },
    { key: `login:ip:${ip}`, limit: 200, windowMs: 15 * MINUTE },
  ];
}

export const registerRules = (ip: string, perHour: number): ThrottleRule[] => [
  { key: `register:ip:${ip}`, limit: perHour, windowMs: 60 * MINUTE },
];

/** Seconds until every exhausted bucket among `rules` reopens, or 0 when none is exhausted. */
export function secondsBlocked(
  rules: ThrottleRule[],
  states: { key: string; hits: number; windowStartedAt: Date }[],
  now: Date,
): number {
  let wait = 0;
  for (const rule of rules) {
    const s = states.find((x) => x.key === rule.key);
    if (!s || s.hits < rule.limit) continue;
    const reopensAt = s.windowStartedAt.getTime() + rule.windowMs;
    if (reopensAt > now.getTime()) wait = Math.max(wait, (reopensAt - now.getTime()) / 1000);
  }
  return Math.ceil(wait);
}

export async function assertNotThrottled(
  repo: ReturnType<typeof throttleRepository>,
  rules: ThrottleRule[],
  message: string,
): Promise<void> {
  const states = await repo.read(rules.map((r) => r.key));
  const wait = secondsBlocked(rules, states, new Date());
  if (wait > 0) throw tooManyRequests(wait, message);
}

export async function recordHits(repo: ReturnType<typeof throttleRepository>, rules: ThrottleRule[]): Promise<void> {
  for (const rule of rules) await repo.hit(rule.key, rule.windowMs);
}
