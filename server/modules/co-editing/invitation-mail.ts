import { EMAIL_INVITATION_DAYS, type BlogRole } from '@common/co-editing';
import type { Config } from '../../config';
import type { MailContent } from '../../lib/mail/layout';

const ROLE_VERB: Record<BlogRole, string> = { editor: 'edit', commenter: 'comment on', viewer: 'read' };

/** Where the emailed link leads: the accept page, or for an address without an account, sign-up first. */
export const invitationLinks = (config: Config, token: string, email: string) => {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  return {
    accept: `${base}/email-invitations/${token}`,
    signUp: `${base}/auth?invite=${token}&email=${encodeURIComponent(email)}`,
  };
};

/**
 * The email of an invitation: to an account, 'X shared "title" with you' and a link to open it; to
 * an address without one, an invitation to sign up with that address, after which the blog is shared.
 */
export function invitationMail(
  config: Config,
  v: { inviterName: string; title: string; role: BlogRole; email: string; token: string; accountName?: string },
): MailContent {
  const links = invitationLinks(config, v.token, v.email);
  const title = v.title.trim() || 'Untitled';
  const lasts = `The invitation works for ${EMAIL_INVITATION_DAYS} days.`;
  if (v.accountName !== undefined) {
    return {
      subject: `${v.inviterName} shared "${title}" with you`,
      preheader: `You can now ${ROLE_VERB[v.role]} this blog on Inkgram.`,
      heading: `${v.inviterName} shared "${title}" with you`,
      paragraphs: [
        `Hi ${v.accountName},`,
        `${v.inviterName} invited you to ${ROLE_VERB[v.role]} "${title}" on Inkgram.`,
      ],
      action: { label: 'Open the blog', url: links.accept },
      after: [`${lasts} After that it appears under 'Shared with me' in My Blogs.`],
    };
  }
  return {
    subject: `${v.inviterName} invited you to "${title}" on Inkgram`,
    preheader: `Sign up with this address to ${ROLE_VERB[v.role]} the blog.`,
    heading: `You're invited to "${title}"`,
    paragraphs: [
      `${v.inviterName} invited you to ${ROLE_VERB[v.role]} "${title}" on Inkgram, where creators turn their Instagram posts into blog posts.`,
      `Create a free account with this address (${v.email}) and the blog will be shared with you.`,
    ],
    action: { label: 'Accept and sign up', url: links.signUp },
    after: [lasts, "If you don't know the sender, ignore this email: nothing happens without you."],
  };
}
