import type { PlatformCapabilities } from '@common/platforms';
import type { HttpClient } from './http';

/** The platforms Inkgram publishes to (the catalogue's `name` column): one descriptor each in common/platforms. */
export { PLATFORM_NAMES, type PlatformName } from '@common/platforms';

/**
 * How a failure should be handled (docs/architecture.md §4):
 * - auth_expired: the saved credential was rejected; the user must reconnect; never retried;
 * - forbidden: the account lacks a plan or role (Hashnode Pro, WordPress role); never retried;
 * - invalid_content: the platform refused the post; never retried;
 * - rate_limited: retried after `retryAfterMs`;
 * - transient: nothing reached the platform (DNS, refused connection): safe to retry;
 * - unknown_outcome: the request was sent but no clear answer came back (timeout, 5xx): the post may
 *   exist; look for it (findExisting) before any retry;
 * - permanent: anything else that retrying will not fix.
 */
export type PublishErrorKind =
  'auth_expired' | 'forbidden' | 'invalid_content' | 'rate_limited' | 'transient' | 'unknown_outcome' | 'permanent';

export class PublishError extends Error {
  constructor(
    readonly kind: PublishErrorKind,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

/** A publisher's capabilities are its platform descriptor's (Medium cannot find a post again, …). */
export type Capabilities = PlatformCapabilities;

export interface FeaturedImage {
  /** Absolute URL the platform can fetch; null for an inline image that can only be uploaded. */
  url: string | null;
  /** The bytes, for platforms that need an upload (WordPress media). */
  load(): Promise<{ bytes: Buffer; contentType: string; filename: string } | undefined>;
}

export interface PublishInput {
  title: string;
  /** Sanitised HTML. */
  html: string;
  tags: string[];
  category: string | null;
  /** SEO description, sent as excerpt / description / subtitle. */
  excerpt: string | null;
  featuredImage: FeaturedImage | null;
  /** URL of the first published copy, sent to later platforms as the canonical URL. */
  canonicalUrl: string | null;
  /** Explicit slug so a post created by an interrupted attempt can be found again. */
  slug: string;
}

export interface RemotePost {
  id: string;
  url: string;
}

export interface VerifiedAccount {
  username: string;
  profileUrl: string | null;
  /** Non-secret values learnt during verification and needed later (author id, publication id, REST root). */
  settings: Record<string, string>;
}

export interface Publisher {
  readonly capabilities: Capabilities;
  /** Checks the credential against the platform; throws PublishError when it is refused. */
  validate(): Promise<VerifiedAccount>;
  publish(input: PublishInput): Promise<RemotePost>;
  /** The post an earlier, interrupted attempt may have created; null when there is none. */
  findExisting(input: PublishInput): Promise<RemotePost | null>;
}

export interface PublisherContext {
  /** Reaches user-typed URLs (self-hosted WordPress, Ghost, featured images): public hosts and OUTBOUND_ALLOWLIST only. */
  http: HttpClient;
  /** Per platform API, a client that also trusts that API's configured host (never user URLs); absent: `http`. */
  apiHttp?: Partial<Record<PlatformApi, HttpClient>>;
  /** Configured API base URLs (tests point them at local fakes). */
  urls: { devto: string; hashnode: string; medium: string; wpcom: string };
}

/** The platform APIs whose base URL is configured by the operator. */
export type PlatformApi = keyof PublisherContext['urls'];

/** What a stored connection holds, decrypted: the secret plus non-secret settings. */
export interface ConnectionCredentials {
  secret: string;
  username: string | null;
  profileUrl: string | null;
  settings: Record<string, string>;
}
