import { afterEach, describe, expect, it } from 'vitest';
import { burnVerify, hashPassword, needsRehash, usePasswordHashCost, verifyPassword } from './passwords';

afterEach(() => usePasswordHashCost('owasp'));

describe('password hashes', () => {
  it('are argon2id at the OWASP minimum profile in production (m=19 MiB, t=2, p=1)', async () => {
    const phc = await hashPassword('correct horse battery');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(phc, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(phc, 'correct horse batterz')).toBe(false);
    expect(needsRehash(phc)).toBe(false);
    expect(await burnVerify('correct horse battery')).toBe(false);
  });

  it('made at the test cost are replaced at the next production login, and verify either way', async () => {
    usePasswordHashCost('test');
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(needsRehash(cheap)).toBe(false);
    usePasswordHashCost('owasp');
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
  });

  it('are never verified from a malformed string', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
