import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invitationTokenIn, outboxInvitationToken } from './invitations';

// A token may start with '3D' (base64url): one in 4,096 did, and was cut when plain text was decoded as quoted-printable.
const token = '3DkQ9w_x-Zr4u7LmN2pVbYtHs8eFgJcA1oKiDq0Wl5E';

describe('the token of an invitation email', () => {
  it('is read whole from the plain text of a sealed message', () => {
    const text = `Sign up: http://localhost:3000/auth?invite=${token}&email=a%40example.com\n`;
    expect(invitationTokenIn(text)).toBe(token);
    expect(invitationTokenIn(`Open: http://localhost:3000/email-invitations/${token}\n`)).toBe(token);
  });

  it('is read whole from a quoted-printable .eml in the outbox, soft line breaks and all', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkgram-outbox-'));
    const link = `http://localhost:3000/auth?invite=3D${token}&email=3Da%40example.com`;
    const eml = `To: a@example.com\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nSign up: ${link.slice(0, 40)}=\r\n${link.slice(40)}\r\n`;
    writeFileSync(path.join(dir, '0001.eml'), eml);
    expect(outboxInvitationToken([dir], 'a@example.com')).toBe(token);
  });
});
