import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyring, KeyringError, loadOrCreateKeySpec, parseKeys } from './keyring';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const ctx = { table: 'instagram_accounts', column: 'access_token', ownerId: 42 };

describe('keyring', () => {
  it('round-trips and never produces the same ciphertext twice', () => {
    const k = createKeyring(key(1));
    const a = k.encrypt('IGQVJ-secret-token', ctx);
    const b = k.encrypt('IGQVJ-secret-token', ctx);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(a.startsWith('v1.k1.')).toBe(true);
    expect(k.decrypt(a, ctx)).toBe('IGQVJ-secret-token');
  });

  it('refuses a ciphertext moved to another owner, column or table', () => {
    const k = createKeyring(key(1));
    const c = k.encrypt('token', ctx);
    expect(() => k.decrypt(c, { ...ctx, ownerId: 43 })).toThrow(KeyringError);
    expect(() => k.decrypt(c, { ...ctx, column: 'refresh_token' })).toThrow(KeyringError);
    const parts = c.split('.');
    const ct = parts[3]!;
    parts[3] = (ct[0] === 'A' ? 'B' : 'A') + ct.slice(1);
    expect(() => k.decrypt(parts.join('.'), ctx)).toThrow(KeyringError);
  });

  it('rotates: the first key encrypts, every key decrypts', () => {
    const old = createKeyring(`old:${key(1)}`);
    const c = old.encrypt('token', ctx);
    const rotated = createKeyring(`new:${key(2)},old:${key(1)}`);
    expect(rotated.activeKeyId).toBe('new');
    expect(rotated.decrypt(c, ctx)).toBe('token');
    expect(rotated.encrypt('token', ctx).startsWith('v1.new.')).toBe(true);
    expect(() => createKeyring(`new:${key(2)}`).decrypt(c, ctx)).toThrow(/No key "old"/);
  });

  it('validates key material', () => {
    expect(() => parseKeys('')).toThrow(/empty/);
    expect(() => parseKeys('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseKeys(`a:${key(1)},a:${key(2)}`)).toThrow(/twice/);
  });

  it('generates a key file once in embedded mode and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-key-'));
    const first = loadOrCreateKeySpec(dir, undefined);
    expect(loadOrCreateKeySpec(dir, undefined)).toBe(first);
    expect(readFileSync(path.join(dir, 'encryption.key'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeySpec(dir, 'configured')).toBe('configured');
  });
});
