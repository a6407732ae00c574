import { hash, verify } from '@node-rs/argon2';

/** Argon2id at the OWASP minimum profile (m=19 MiB, t=2, p=1); PHC strings carry their parameters. */
const PARAMS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export const hashPassword = (password: string) => hash(password, PARAMS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with older parameters and should be replaced at the next login. */
export const needsRehash = (phc: string) => !phc.startsWith(CURRENT_PREFIX);

let dummyHash: Promise<string> | undefined;
/**
 * Verifying against a dummy hash when the username is unknown keeps the response time the same,
 * so timing does not reveal which usernames exist.
 */
export function burnVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('inkgram-dummy-password-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
