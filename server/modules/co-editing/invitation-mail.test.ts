import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { renderMail } from '../../lib/mail/layout';
import { invitationMail } from './invitation-mail';

const config = { PUBLIC_URL: 'https://ink.example/' } as Config;
const base = {
  inviterName: 'Olivia <Owner>',
  title: 'Tea & "toast"',
  role: 'commenter' as const,
  email: 'nina+blog@example.net',
  token: 'a'.repeat(43),
};

describe('the invitation email', () => {
  it('to an account: says who shared what, and links to the accept page', () => {
    const mail = renderMail(invitationMail(config, { ...base, accountName: 'Nina' }));
    expect(mail.subject).toBe('Olivia <Owner> shared "Tea & "toast"" with you');
    expect(mail.text).toContain('Hi Nina,');
    expect(mail.text).toContain('Olivia <Owner> invited you to comment on "Tea & "toast"" on Inkgram.');
    expect(mail.text).toContain(`Open the blog: https://ink.example/email-invitations/${base.token}`);
    expect(mail.html).toContain('Olivia &lt;Owner&gt;');
    expect(mail.html).not.toContain('<Owner>');
  });

  it('to an address without an account: an invitation to sign up with that address filled in', () => {
    const mail = renderMail(invitationMail(config, { ...base, title: '  ', role: 'viewer' }));
    expect(mail.subject).toBe('Olivia <Owner> invited you to "Untitled" on Inkgram');
    expect(mail.text).toContain('invited you to read "Untitled"');
    expect(mail.text).toContain('Create a free account with this address (nina+blog@example.net)');
    expect(mail.text).toContain(
      `Accept and sign up: https://ink.example/auth?invite=${base.token}&email=nina%2Bblog%40example.net`,
    );
    expect(mail.text).toContain('The invitation works for 14 days.');
    expect(mail.text).not.toContain('Hi ');
  });
});
