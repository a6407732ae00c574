import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Invitations by email in tests (docs/decisions/033-email-invitations.md): finding the token an
 * emailed invitation carries. Plain Node only, so Playwright specs and multi-process tests use it too.
 */

/**
 * The token in an invitation email's decoded text: the accept link or the sign-up link. (Decoding
 * plain text as quoted-printable would turn `invite=3Dx…`, a token starting with '3D', into `invite=x…`.)
 */
export function invitationTokenIn(text: string): string | undefined {
  return /(?:\/email-invitations\/|[?&]invite=)([A-Za-z0-9_-]{20,64})/.exec(text)?.[1];
}

/** The body of an .eml file in the outbox, quoted-printable: soft line breaks joined, `=3D` back to `=`. */
const decodeQuotedPrintable = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * The token of the newest invitation in the outboxes (`DATA_DIR/outbox` of one or more servers)
 * addressed to `email`, or undefined while none has arrived.
 */
export function outboxInvitationToken(outboxes: string[], email: string): string | undefined {
  const text = outboxInvitationText(outboxes, email);
  return text === undefined ? undefined : invitationTokenIn(text);
}

/** The verification link (docs/decisions/036) of the newest outbox message to `email` that has one. */
export const outboxVerificationLink = (outboxes: string[], email: string) =>
  newestOutboxMatch(
    outboxes,
    email,
    (text) => /https?:\/\/[^\s"<>]+\/auth\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0],
  );

/**
 * What `pick` finds in the decoded text of the newest outbox message to `email` where it finds
 * anything (newest first), or undefined while none has arrived.
 */
export function newestOutboxMatch<T>(
  outboxes: string[],
  email: string,
  pick: (text: string) => T | undefined,
): T | undefined {
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  for (const file of outboxFiles(outboxes).reverse()) {
    const eml = readFileSync(file, 'utf8');
    if (!to.test(eml)) continue;
    const found = pick(decodeQuotedPrintable(eml));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The outbox files of one or more servers, oldest first. */
function outboxFiles(outboxes: string[]): string[] {
  const files = outboxes.flatMap((dir) => {
    try {
      return readdirSync(dir).map((f) => ({ name: f, file: path.join(dir, f) }));
    } catch {
      return [];
    }
  });
  files.sort((a, b) => a.name.localeCompare(b.name));
  return files.map((f) => f.file);
}

/** The decoded text of the newest invitation email in the outboxes to `email` (its links whole). */
export const outboxInvitationText = (outboxes: string[], email: string) =>
  newestOutboxMatch(outboxes, email, (text) => (invitationTokenIn(text) ? text : undefined));
