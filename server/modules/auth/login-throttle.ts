import { tooManyRequests } from '../../lib/errors';
import { consume, giveBack, secondsBlocked, type ThrottleRule } from '../../lib/throttle/throttle';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository';

const MINUTE = 60_000;

export const LOGIN_THROTTLED = 'Too many failed login attempts. Please wait a few minutes and try again.';
export const REGISTER_THROTTLED = 'Too many sign-ups from your network. Please try again later.';

/** The answer to an unknown device while its account is locked (docs/decisions/031-device-cookies.md). */
export const ACCOUNT_LOCKED =
  'Too many failed sign-ins to this account. Please wait and try again, or sign in from a device you used before.';

/**
 * Login brute-force buckets (docs/decisions/004, 031), keyed by the login as typed (so unknown
 * accounts behave exactly like real ones):
 * - per (account, address): 10 attempts per 15 min, cleared by a success; answered 429.
 * - per address: 200 attempts per 15 min over all accounts (credential stuffing); a success gives
 *   its attempt back; answered 429.
 * - per account: 100 failures per hour from unknown devices, wherever they come from. Past it,
 *   unknown devices are answered 429 until the hour is over; a device that signed in to the account
 *   before (its signed device cookie) is never refused by it.
 * - per device cookie: 20 attempts per hour, a success giving its attempt back, so a stolen device
 *   cookie is no way around the lockout.
 */
export function loginRules(login: string, ip: string, device?: string) {
  const u = login.trim().toLowerCase();
  return {
    accountAddress: { key: `login:user-ip:${u}|${ip}`, limit: 10, windowMs: 15 * MINUTE },
    address: { key: `login:ip:${ip}`, limit: 200, windowMs: 15 * MINUTE },
    account: { key: `login:user:${u}`, limit: 100, windowMs: 60 * MINUTE },
    device: { key: `login:device:${device ?? ''}`, limit: 20, windowMs: 60 * MINUTE },
  } satisfies Record<string, ThrottleRule>;
}

export const registerRules = (ip: string, perHour: number): ThrottleRule[] => [
  { key: `register:ip:${ip}`, limit: perHour, windowMs: 60 * MINUTE },
];

export interface LoginAttempt {
  /** The password was wrong (or the account unknown): the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: this address starts afresh for the account and gets its attempt back. */
  succeeded(): Promise<void>;
}

export function loginThrottle(repo: ThrottleRepository) {
  return {
    /**
     * Admits one attempt before any password is checked, or throws 429 with Retry-After. Taking
     * the slot is the decision (one statement per bucket), so concurrent attempts cannot overshoot.
     * `device` is the nonce of a device cookie already verified for this account (trusted device).
     */
    async admit(login: string, ip: string, device?: string): Promise<LoginAttempt> {
      const rules = loginRules(login, ip, device);
      const buckets = [rules.accountAddress, rules.address, ...(device ? [rules.device] : [])];
      const slots = await consume(repo, buckets, LOGIN_THROTTLED);
      if (!device) {
        const locked = secondsBlocked([rules.account], await repo.read([rules.account.key]), new Date());
        if (locked > 0) {
          await giveBack(repo, slots);
          throw tooManyRequests(locked, ACCOUNT_LOCKED);
        }
      }
      return {
        async failed() {
          // A trusted device's failures count in its own bucket only: they never lock the owner out.
          if (!device) await repo.hit(rules.account.key, rules.account.windowMs);
        },
        async succeeded() {
          await repo.clear([rules.accountAddress.key]);
          await giveBack(repo, slots.slice(1));
        },
      };
    },
  };
}
