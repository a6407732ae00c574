import { consume, giveBack, secondsBlocked, type ThrottleRule } from '../../lib/throttle/throttle';
import type { ThrottleRepository } from '../../lib/throttle/throttle.repository';

const MINUTE = 60_000;

export const LOGIN_THROTTLED = 'Too many failed login attempts. Please wait a few minutes and try again.';
export const REGISTER_THROTTLED = 'Too many sign-ups from your network. Please try again later.';

/** How long an address that keeps failing waits for each answer while its target account is under attack. */
export const ATTACKED_ACCOUNT_DELAY_MS = 2_000;

/**
 * Login brute-force buckets (docs/decisions/004), keyed by the login as typed (so unknown accounts
 * behave exactly like real ones):
 * - per (account, address): 10 attempts per 15 min, cleared by a success; answered 429.
 * - per address: 200 attempts per 15 min over all accounts (credential stuffing); a success gives
 *   its attempt back; answered 429.
 * - per account: 100 failures per hour from anywhere. It never refuses: past it, addresses that have
 *   already failed against the account wait ATTACKED_ACCOUNT_DELAY_MS for each answer, while a fresh
 *   address (the owner on their own network) is answered at once.
 */
export function loginRules(login: string, ip: string) {
  const u = login.trim().toLowerCase();
  return {
    accountAddress: { key: `login:user-ip:${u}|${ip}`, limit: 10, windowMs: 15 * MINUTE },
    address: { key: `login:ip:${ip}`, limit: 200, windowMs: 15 * MINUTE },
    account: { key: `login:user:${u}`, limit: 100, windowMs: 60 * MINUTE },
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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function loginThrottle(repo: ThrottleRepository) {
  async function underAttack(rule: ThrottleRule): Promise<boolean> {
    return secondsBlocked([rule], await repo.read([rule.key]), new Date()) > 0;
  }

  return {
    /**
     * Admits one attempt before any password is checked, or throws 429 with Retry-After. Taking
     * the slot is the decision (one statement per bucket), so concurrent attempts cannot overshoot.
     */
    async admit(login: string, ip: string): Promise<LoginAttempt> {
      const rules = loginRules(login, ip);
      const [fromHere, address] = await consume(repo, [rules.accountAddress, rules.address], LOGIN_THROTTLED);
      const failedHereBefore = (fromHere?.hits ?? 0) > 1;
      if (failedHereBefore && (await underAttack(rules.account))) await pause(ATTACKED_ACCOUNT_DELAY_MS);
      return {
        async failed() {
          await repo.hit(rules.account.key, rules.account.windowMs);
        },
        async succeeded() {
          await repo.clear([rules.accountAddress.key]);
          if (address) await giveBack(repo, [address]);
        },
      };
    },
  };
}
