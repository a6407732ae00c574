import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM field encryption with key ids (rotation) and associated data bound to the row's
 * table, column and owner, so a ciphertext copied to another row or user does not decrypt.
 * Format: v1.<keyId>.<iv>.<ciphertext>.<tag> (base64url parts).
 */
export interface Keyring {
  encrypt(plaintext: string, context: EncryptionContext): string;
  decrypt(token: string, context: EncryptionContext): string;
  readonly activeKeyId: string;
  /** A stable secret for `label` derived from the active key (HMAC-SHA256), e.g. the sandbox's signing key. */
  deriveSecret(label: string): Buffer;
}

export interface EncryptionContext {
  table: string;
  column: string;
  ownerId: number;
}

export class KeyringError extends Error {}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function parseKeys(spec: string): Map<string, Buffer> {
  const entries = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new KeyringError('ENCRYPTION_KEY is empty');
  const keys = new Map<string, Buffer>();
  for (const [i, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? (i === 0 ? 'k1' : `k${i + 1}`) : entry.slice(0, colon);
    const material = colon === -1 ? entry : entry.slice(colon + 1);
    if (!KEY_ID.test(id)) throw new KeyringError(`ENCRYPTION_KEY: key id "${id}" must be 1-32 letters, digits, - or _`);
    const key = Buffer.from(material, 'base64');
    if (key.length !== 32) throw new KeyringError(`ENCRYPTION_KEY: key "${id}" must be 32 bytes of base64`);
    if (keys.has(id)) throw new KeyringError(`ENCRYPTION_KEY: key id "${id}" appears twice`);
    keys.set(id, key);
  }
  return keys;
}

export function createKeyring(spec: string): Keyring {
  const keys = parseKeys(spec);
  const [activeKeyId, activeKey] = [...keys.entries()][0] as [string, Buffer];
  const aad = (c: EncryptionContext) => Buffer.from(`${c.table}.${c.column}.${c.ownerId}`, 'utf8');

  return {
    activeKeyId,
    deriveSecret: (label) => createHmac('sha256', activeKey).update(`inkgram:${label}`).digest(),
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', activeKey, iv);
      cipher.setAAD(aad(context));
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        activeKeyId,
        iv.toString('base64url'),
        ct.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    decrypt(token, context) {
      const parts = token.split('.');
      if (parts.length !== 5 || parts[0] !== 'v1') throw new KeyringError('Unrecognised ciphertext format');
      const [, keyId, iv, ct, tag] = parts as [string, string, string, string, string];
      const key = keys.get(keyId);
      if (!key) throw new KeyringError(`No key "${keyId}" in ENCRYPTION_KEY to decrypt this value`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new KeyringError('Ciphertext failed authentication (wrong key, row or owner)');
      }
    },
  };
}

/**
 * Embedded mode: without ENCRYPTION_KEY a key is generated once into DATA_DIR/encryption.key
 * (mode 0600) and reused on every boot. With DATABASE_URL the key must come from the environment.
 */
export function loadOrCreateKeySpec(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const spec = `k1:${randomBytes(32).toString('base64')}`;
  writeFileSync(file, `${spec}\n`, { mode: 0o600, flag: 'wx' });
  return spec;
}
