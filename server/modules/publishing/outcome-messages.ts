import { platformDescriptor, type PlatformName } from '@common/platforms';
import type { FailureReasonName } from '@common/publishing';
import type { PublishError } from '../../integrations/publishers/types';

/**
 * What a creator reads when publishing fails or is retried (docs/decisions/018-publishing-destinations-and-modes.md). The adapters' messages are
 * written for logs (they name the platform, sometimes twice, and give reconnect hints for every 401);
 * here each failure gets one reason, the platform named once, and what to do — never "try again"
 * for a host that does not exist, role advice only where a role is the problem.
 */
export type FailureReason = FailureReasonName;

export interface OutcomeSubject {
  platformName: PlatformName;
  /** Non-secret connection settings: `apiUrl` (self-hosted site) or `siteId` (WordPress.com). */
  settings: Record<string, unknown>;
}

export interface FailureWording {
  reason: FailureReason;
  /** Shown while the next attempt waits. */
  retrying: (attempt: number, maxAttempts: number) => string;
  /** Shown after the last attempt, or at once for a failure retrying cannot fix. */
  final: string;
  /** Whether retrying can help at all (a missing host or a rejected credential will not come back by itself). */
  retryable: boolean;
  /** The connection's credentials were refused: mark it 'Needs reconnecting'. */
  needsReconnect: boolean;
}

const HOST_NOT_FOUND = /could not find the host ([^\s]+?)\.?$/i;
const REFUSED = /could not connect to /i;
const NO_ANSWER = /did not answer|in time|connection to .* failed|cut off|server error \(HTTP 5\d\d\)/i;

export function classifyFailure(err: PublishError): FailureReason {
  switch (err.kind) {
    case 'auth_expired':
      return 'credentials';
    case 'forbidden':
      return 'permission';
    case 'rate_limited':
      return 'rate_limited';
    case 'invalid_content':
      return 'content';
    case 'transient':
    case 'unknown_outcome':
      if (HOST_NOT_FOUND.test(err.message)) return 'host_not_found';
      if (REFUSED.test(err.message)) return 'refused_connection';
      return 'no_answer';
    default:
      if (HOST_NOT_FOUND.test(err.message)) return 'host_not_found';
      return NO_ANSWER.test(err.message) ? 'no_answer' : 'other';
  }
}

function siteHost(settings: Record<string, unknown>): string | null {
  const url = typeof settings.apiUrl === 'string' ? settings.apiUrl : null;
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** The secret's name as the connect form shows it (WordPress self-hosted: 'application password'). */
export function credentialName(subject: OutcomeSubject): string {
  // An AT Protocol connection made with 'Sign in with Bluesky' (OAuth) has no secret of its own.
  if (subject.settings.auth === 'oauth') return 'sign-in';
  const d = platformDescriptor(subject.platformName);
  const has = (key: string) => key.startsWith('settings.') && Boolean(subject.settings[key.slice('settings.'.length)]);
  const variant = d.variants.find((v) => v.fields.some((f) => has(f.key))) ?? d.variants[0];
  const label = variant.fields.find((f) => f.secret)?.label ?? 'credentials';
  // 'Application password' → 'application password'; an acronym ('API key') stays as it is.
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** The platform's own explanation, without the adapter's platform prefix and reconnect hints. */
function detailOf(err: PublishError, platform: string): string {
  const m = /^[^:(]*?(?::|\()\s*(.+?)\)?\.?(?:\s+(?:Reconnect|The account needs)\b.*)?$/s.exec(err.message);
  const detail = (m?.[1] ?? err.message).replace(new RegExp(`^${platform}:?\\s*`), '').trim();
  return detail.replace(/\.+$/, '');
}

/**
 * `blogLive`: the blog is live somewhere, so it cannot be edited in place: a refused post is fixed in
 * a revision (docs/decisions/040-revisions-of-live-posts.md), not by editing the blog.
 */
export function describeFailure(
  err: PublishError,
  subject: OutcomeSubject,
  { blogLive = false, updating = false }: { blogLive?: boolean; updating?: boolean } = {},
): FailureWording {
  const platform = platformDescriptor(subject.platformName).displayName;
  const host = siteHost(subject.settings);
  const where = host ? 'the site' : platform;
  const reason = classifyFailure(err);
  const attemptNote = (attempt: number, max: number) => `(attempt ${attempt + 1} of ${max})`;
  const base = { reason, retryable: true, needsReconnect: false };
  switch (reason) {
    case 'credentials':
      return {
        ...base,
        retryable: false,
        needsReconnect: true,
        retrying: () => `${platform} rejected the ${credentialName(subject)}: reconnect`,
        final: `${platform} rejected the ${credentialName(subject)}: reconnect`,
      };
    case 'permission': {
      const advice =
        subject.platformName === 'wordpress'
          ? 'the account needs the Author role or higher'
          : subject.platformName === 'hashnode'
            ? 'publishing through its API needs a Pro plan for this publication'
            : 'check that the account may publish there';
      const text = `${platform} refused to publish with this account: ${advice}.`;
      return { ...base, retryable: false, retrying: () => text, final: text };
    }
    case 'host_not_found': {
      const missing = HOST_NOT_FOUND.exec(err.message)?.[1] ?? host ?? 'the site';
      const text = `No site answers at ${missing}: check the site address and connect ${platform} again with the right one.`;
      return { ...base, retryable: false, retrying: () => text, final: text };
    }
    case 'refused_connection':
      return {
        ...base,
        retrying: (a, max) => `Retrying: ${where} refused the connection ${attemptNote(a, max)}`,
        final: `${where === 'the site' ? `The ${platform} site` : platform} kept refusing the connection. Check that it is running, then publish again.`,
      };
    case 'no_answer':
      return {
        ...base,
        retrying: (a, max) => `Retrying: ${where} did not answer ${attemptNote(a, max)}`,
        final: `${where === 'the site' ? `The ${platform} site` : platform} did not answer after several attempts. Check that it is up, then publish again.`,
      };
    case 'rate_limited':
      return {
        ...base,
        retrying: (a, max) => `Retrying: ${platform} asked Inkgram to slow down ${attemptNote(a, max)}`,
        final: `${platform} kept limiting requests. Wait a while, then publish again.`,
      };
    case 'content': {
      const fix = !blogLive
        ? 'Edit the blog, then publish again.'
        : updating
          ? 'Start a revision of the blog in My Blogs, fix it there, then choose Update everywhere.'
          : 'Start a revision of the blog in My Blogs, fix it there and choose Update everywhere, then publish again.';
      const text = `${platform} refused the post: ${detailOf(err, platform)}. ${fix}`;
      return { ...base, retryable: false, retrying: () => text, final: text };
    }
    default: {
      const text = err.message.startsWith(platform) ? err.message : `${platform}: ${err.message}`;
      return { ...base, retryable: false, retrying: () => text, final: text };
    }
  }
}

/** After the last attempt of a write whose outcome is unknown: say the post may exist, and where to look. */
export function uncertainMessage(subject: OutcomeSubject): string {
  const platform = platformDescriptor(subject.platformName).displayName;
  const host = siteHost(subject.settings);
  return `No clear answer came back, so the post may have been created: check ${host ?? platform} before publishing again.`;
}
