import { hash, verify } from '@node-rs/argon2';
import { passwordChecks } from '../../lib/metrics';

/** The cost of new password hashes: production's, or the test suites' (PASSWORD_HASH_COST in server/config.ts). */
export type PasswordHashCost = 'owasp' | 'test';

/** Argon2id at the OWASP minimum profile (m=19 MiB, t=2, p=1); PHC strings carry their parameters. */
const OWASP = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Test runs only (docs/performance.md, "Test tiers"): the same algorithm at its cheapest (m=1 MiB,
 * t=1), so that the thousands of sign-ups and logins of the suites do not each spend ~50 ms of CPU.
 * passwords.test.ts keeps testing the production profile.
 */
const TEST = { ...OWASP, memoryCost: 1024, timeCost: 1 } as const;

const PROFILES = { owasp: OWASP, test: TEST } as const;
let params: (typeof PROFILES)[PasswordHashCost] = OWASP;
let currentPrefix = prefixOf(params);

function prefixOf(p: typeof params) {
  return `$argon2id$v=19$m=${p.memoryCost},t=${p.timeCost},p=${p.parallelism}$`;
}

/** Set once at boot from the configuration (server/boot.ts, test/helpers/test-app.ts); 'owasp' until then. */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  if (PROFILES[cost] === params) return;
  params = PROFILES[cost];
  currentPrefix = prefixOf(params);
  dummyHash = undefined;
}

export const hashPassword = (password: string) => hash(password, params);

async function verifyHash(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** Checks a password against an account's stored hash (counted in inkgram_password_checks_total). */
export function verifyPassword(phc: string, password: string): Promise<boolean> {
  passwordChecks.inc({ kind: 'account' });
  return verifyHash(phc, password);
}

/** True when a stored hash was made with other parameters and should be replaced at the next login. */
export const needsRehash = (phc: string) => !phc.startsWith(currentPrefix);

let dummyHash: Promise<string> | undefined;
/**
 * Verifying against a dummy hash when the username is unknown keeps the response time the same,
 * so timing does not reveal which usernames exist.
 */
export function burnVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('inkgram-dummy-password-for-timing');
  passwordChecks.inc({ kind: 'unknown' });
  return dummyHash.then((h) => verifyHash(h, password)).then(() => false);
}
