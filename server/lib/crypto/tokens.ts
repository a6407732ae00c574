import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
