import { UNDO_LINK_DAYS, VERIFY_LINK_HOURS } from '@common/email-verification';
import type { Config } from '../../config';
import type { MailContent } from '../../lib/mail/layout';

const base = (config: Config) => config.PUBLIC_URL.replace(/\/$/, '');

/** The links in the emails: /auth/verify-email and /auth/undo-email-change, each with its token. */
export const emailLinks = (config: Config, token: string) => ({
  verify: `${base(config)}/auth/verify-email?token=${encodeURIComponent(token)}`,
  undo: `${base(config)}/auth/undo-email-change?token=${encodeURIComponent(token)}`,
});

/** 'Verify your email address': at sign-up (`change` false) or to a new address from Settings. */
export function verificationMail(
  config: Config,
  v: { name: string; email: string; token: string; change: boolean },
): MailContent {
  return {
    subject: v.change ? 'Confirm your new Inkgram email address' : 'Verify your Inkgram email address',
    preheader: `One click confirms that ${v.email} is yours.`,
    heading: v.change ? 'Confirm your new email address' : 'Verify your email address',
    paragraphs: [
      `Hi ${v.name},`,
      v.change
        ? `You asked to use ${v.email} for your Inkgram account. Your address changes once you confirm it.`
        : `Welcome to Inkgram! Please confirm that ${v.email} is your address, so that we can send you what matters: invitations to blogs and notifications.`,
    ],
    action: {
      label: v.change ? 'Confirm new address' : 'Verify email address',
      url: emailLinks(config, v.token).verify,
    },
    after: [
      `The link works once, for ${VERIFY_LINK_HOURS} hours.`,
      v.change
        ? "If you didn't ask for this, ignore this email: the account keeps its current address."
        : "If you didn't sign up for Inkgram, ignore this email.",
    ],
  };
}

/** To the old address when a change was asked for: what happened and how to undo it. */
export function emailChangedMail(
  config: Config,
  v: { name: string; oldEmail: string; newEmail: string; token: string },
): MailContent {
  return {
    subject: 'Your Inkgram email address is being changed',
    preheader: `Someone asked to move your account to ${v.newEmail}.`,
    heading: 'Your email address is being changed',
    paragraphs: [
      `Hi ${v.name},`,
      `Someone signed in to your Inkgram account asked to change its email address from ${v.oldEmail} to ${v.newEmail}. The change takes effect once the new address is confirmed.`,
      "If this was you, there's nothing to do. If it wasn't, undo the change: your account keeps this address and every device is signed out.",
    ],
    action: { label: 'Undo this change', url: emailLinks(config, v.token).undo },
    after: [
      `The link works once, for ${UNDO_LINK_DAYS} days, even after the new address was confirmed. Then choose a new password.`,
    ],
  };
}
