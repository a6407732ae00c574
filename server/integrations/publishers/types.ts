import type { PlatformCapabilities } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
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

/** How a post lands on the platform: live, or a draft there for the creator to finish. */
export type PublishMode = 'publish' | 'draft';
export const PUBLISH_MODES: readonly PublishMode[] = ['publish', 'draft'];

/** What the creator set in the editor's SEO panel; each platform puts them where it has them. */
export interface SeoFields {
  /** SEO title (Ghost meta_title, Hashnode metaTags.title, Yoast / Rank Math title); null: the post title. */
  title: string | null;
  /** Meta description (Ghost meta_description + custom_excerpt, Hashnode metaTags.description, DEV description, WordPress excerpt). */
  description: string | null;
  /** The post's slug on the platform (also how an interrupted attempt's post is found again). */
  slug: string;
  /** Alt text of the featured image (Ghost feature_image_alt, WordPress media alt_text). */
  imageAlt: string | null;
}

export interface PublishInput {
  title: string;
  /** Sanitised HTML. */
  html: string;
  tags: string[];
  category: string | null;
  /** Kept for older callers: the same as `seo.description` (publishers read `seo`). */
  excerpt: string | null;
  featuredImage: FeaturedImage | null;
  /** The home URL of this blog: every platform gets it in its canonical field. */
  canonicalUrl: string | null;
  /** Kept for older callers: the same as `seo.slug` (publishers read `seo`). */
  slug: string;
  /** `draft`: created (or updated) as a draft on the platform, never public. Any other value is refused. */
  mode: PublishMode;
  /**
   * A future time: the platform holds the post (WordPress `future`, Ghost `scheduled`) where it can
   * (descriptor `schedule: 'native'`); elsewhere the engine's queue waits and sends it with null.
   */
  publishAt: Date | null;
  seo: SeoFields;
  /**
   * The featured image's media id on this destination, from an earlier `RemotePost.mediaId`: used
   * again instead of uploading the image a second time (no orphan per retry or update).
   */
  remoteMediaId?: string | null;
  /**
   * Where the blog lives on Inkgram (the AT Protocol's `site.standard.*` records point there): the
   * creator's public address, the article's path under it, and the blog's id (record keys derive
   * from it). Absent for callers that do not know it; the AT Protocol publisher then refuses.
   */
  site?: InkgramSite;
  /**
   * The 'Originally published at' sentence (WordPress only; the other platforms have a canonical
   * field): true adds it, false never does; absent, it is added only when the site has no SEO plugin
   * to carry the canonical URL.
   */
  originallyPublishedNote?: boolean;
}

export interface InkgramSite {
  /** The creator's public address on Inkgram (`PUBLIC_URL/p/<username>`), no trailing slash. */
  url: string;
  /** What the publication is called: the creator's name. */
  name: string;
  /** The article's path under `url`, with its leading slash. */
  path: string;
  blogId: number;
}

export type RemotePostStatus = 'published' | 'draft' | 'scheduled';

export interface RemotePost {
  id: string;
  url: string;
  status: RemotePostStatus;
  /** The featured image's media id on the platform when it was uploaded (WordPress): remember it per destination. */
  mediaId?: string | null;
  /**
   * After a publish or update: which fields landed on the platform and which could not be set there,
   * with the reason (./landed-fields.ts). Absent on a post found again (findExisting).
   */
  fields?: StoredFields;
}

/** How a post is taken off a platform: back to a draft, or into the trash (WordPress, Ghost). */
export type WithdrawHow = 'draft' | 'trash';

/**
 * The account a credential belongs to, as the platform reports it. `settings` always carries what
 * identifies the destination (the site), from which the engine computes its destination key
 * (`destinationKey` in ./destination.ts):
 * - WordPress self-hosted: `apiUrl`, the normalised site URL (`normaliseSiteUrl`);
 * - WordPress.com: `siteHost` (and `wpcomSiteId`), as WordPress.com reports the site; `siteId` as typed;
 * - Hashnode: `publicationId`;
 * - DEV: `userId` (and `username`);
 * - Medium: `authorId`, the Medium user id;
 * - Ghost: `apiUrl`, the normalised site URL;
 * - AT Protocol: `did`, the account's DID (and `handle`, `pds`).
 */
export interface VerifiedAccount {
  username: string;
  profileUrl: string | null;
  /** Non-secret values learnt during verification and needed later (author id, publication id, REST root). */
  settings: Record<string, string>;
  /** The stored connection these come from (absent while a new one is checked). */
  connectionId?: number;
}

/** One picture of the post's content, stored by Inkgram, to put where the platform keeps images. */
export interface ContentImage {
  bytes: Buffer;
  contentType: string;
  /** A stable name (the same picture always gets the same one), without extension. */
  name: string;
  /** The `<img alt>` the creator gave it; null: none. */
  alt: string | null;
}

/** A picture as the platform keeps it: its id there, and the URL the post's content uses. */
export interface UploadedContentImage {
  id: string;
  url: string;
}

/**
 * What a publisher would send for an input, from the function that builds its request
 * (docs/decisions/046-per-destination-fields-and-preview.md): the Publish dialog's preview.
 */
export interface PayloadPreview {
  title: string;
  /** The tags as the platform gets them (DEV's lowercased letters and digits, Medium's first 3…). */
  tags: string[];
  /** What goes in the platform's excerpt or description field; null: none is sent. */
  excerpt: string | null;
  canonicalUrl: string | null;
  /** How the body travels: HTML, Markdown (DEV, Hashnode) or plain text (the AT Protocol document). */
  format: 'html' | 'markdown' | 'text';
  /** The body exactly as it is sent. */
  body: string;
}

export interface Publisher {
  readonly capabilities: Capabilities;
  /** What `publish` would send for this input, without sending anything (no network). */
  preview(input: PublishInput): PayloadPreview;
  /** Checks the credential against the platform; throws PublishError when it is refused (Hashnode: also without Pro). */
  validate(): Promise<VerifiedAccount>;
  /** Creates the post, as `input.mode` and `input.publishAt` say. */
  publish(input: PublishInput): Promise<RemotePost>;
  /** The post an earlier attempt (or an earlier connection to this site) created, in any status; null when there is none. */
  findExisting(input: PublishInput): Promise<RemotePost | null>;
  /**
   * Changes the post in place: same id and URL, current content. A draft goes live when
   * `input.mode` is 'publish'; a live post is never turned back into a draft by this call.
   * Throws PublishError('permanent') where the platform cannot (descriptor `update: false`).
   */
  update(remote: RemotePost, input: PublishInput): Promise<RemotePost>;
  /**
   * Takes the post off the platform. WordPress and Ghost: back to draft or into the trash, as `how`
   * says; DEV: unpublished (`published: false`, whatever `how`); Hashnode: removed; Medium cannot
   * (descriptor `withdraw: false`): throws PublishError('permanent').
   */
  withdraw(remote: RemotePost, how: WithdrawHow): Promise<void>;
  /**
   * Puts one picture of the content where the platform keeps images (WordPress media library with
   * its alt text, Ghost's images, Hashnode's CDN) and returns its URL there; called once per picture
   * and destination (the engine remembers the answer). Absent: the platform is sent the picture's
   * public URL (DEV, Medium).
   */
  uploadImage?(image: ContentImage): Promise<UploadedContentImage>;
}

export interface PublisherContext {
  /** Reaches user-typed URLs (self-hosted WordPress, Ghost, featured images): public hosts and OUTBOUND_ALLOWLIST only. */
  http: HttpClient;
  /** Per platform API, a client that also trusts that API's configured host (never user URLs); absent: `http`. */
  apiHttp?: Partial<Record<PlatformApi, HttpClient>>;
  /** Configured API base URLs (tests point them at local fakes). */
  urls: { devto: string; hashnode: string; medium: string; wpcom: string };
  /**
   * AT Protocol identity services (configured, so trusted by their own client `http`); the PDS
   * itself is found in the account's DID document and reached through `PublisherContext.http`.
   * Absent: the public PLC directory and Bluesky's AppView.
   */
  atproto?: {
    plcUrl: string;
    handleResolverUrl: string;
    http?: HttpClient;
    /** Opens the OAuth session of a connection made with 'Sign in with Bluesky' (its tokens live in the database). */
    oauth?: { open(creds: ConnectionCredentials): Promise<OAuthPds> };
  };
}

/** The platform APIs whose base URL is configured by the operator. */
export type PlatformApi = keyof PublisherContext['urls'];

/** What a stored connection holds, decrypted: the secret plus non-secret settings. */
export interface ConnectionCredentials {
  secret: string;
  username: string | null;
  profileUrl: string | null;
  settings: Record<string, string>;
  /** The stored connection these come from (absent while a new one is checked). */
  connectionId?: number;
}

/**
 * An OAuth session with the account's PDS (docs/decisions/043-at-protocol-standard-site.md): every
 * request carries the DPoP-bound access token and a DPoP proof (with the PDS's nonce), and the
 * token is refreshed when it has expired. What `PublisherContext.atproto.oauth` opens
 * (server/modules/publishing/atproto-oauth); the publisher's calls over it are in ./atproto/xrpc.ts.
 */
export interface OAuthPds {
  did: string;
  handle: string;
  pds: string;
  /** One request to the PDS, `path` under its origin (`/xrpc/…`). */
  fetch(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string | Buffer },
  ): Promise<Response>;
  /** The error the OAuth client threw, as a publisher error (a refused or revoked sign-in: reconnect). */
  failure(err: unknown): PublishError | undefined;
}
