import type { SampleAccount } from './samples';
import type { signer } from './signing';

/** The shapes the Instagram fake (core.ts) and its parts (oauth, cdn, insights) share. */
export interface FakeRequest {
  method: string;
  /** Path below the mount point, e.g. /v25.0/me/media. */
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  /** Absolute URL of the mount point as the caller reached it (for next links and CDN URLs). */
  base: string;
  /** Path of the mount point (for the consent form's action). */
  basePath: string;
}

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Never answer (a hung connection). */
  hang?: boolean;
}

export interface FakeOptions {
  appId: string;
  appSecret: string;
  redirectUris: string[];
  secret: Buffer;
  accounts?: SampleAccount[];
  now?: () => number;
  defaultVersion?: string;
  shortLivedSeconds?: number;
  longLivedSeconds?: number;
  cdnImageSeconds?: number;
  cdnVideoSeconds?: number;
}

export interface FakeFaults {
  tokenShape?: 'flat' | 'envelope';
  meShape?: 'flat' | 'envelope';
  mediaProductType?: 'returned' | 'omitted' | 'error';
  /** The media list request for this 0-based page answers "session has expired" (190/463). */
  expireTokenOnMediaPage?: number;
  /** The media list request for this 0-based page answers 500 code 2 (transient) until cleared. */
  transientOnMediaPage?: number;
  /** The next N graph calls answer 500 code 2 (transient). */
  serverErrors?: number;
  /** Graph calls answer 400 code 4 with a BUC usage header (estimated minutes to regain access). */
  throttleMinutes?: number;
  hangGraph?: boolean;
  malformedJson?: boolean;
  /** Every CDN link answers 403 URL signature expired. */
  cdnExpired?: boolean;
  /** Media lists carry links that already expired (as if listed days ago); single-media reads mint fresh ones. */
  listLinksExpired?: boolean;
  /** Media insights: none for a small account, none without the permission, or a host without `views`. */
  insights?: 'not_enough_viewers' | 'no_permission' | 'no_views';
}

export type TokenCheck = { igId: string; iat: number } | { error: FakeResponse };

export interface FakeContext {
  opts: Required<Omit<FakeOptions, 'accounts' | 'now'>>;
  accounts: SampleAccount[];
  faults: FakeFaults;
  now: () => number;
  sign: ReturnType<typeof signer>;
  usedCodes: Set<string>;
  issueToken(igId: string, kind: 'short' | 'long'): string;
  checkToken(token: string | null, kind?: 'short' | 'long'): TokenCheck;
  cdnUrl(base: string, art: string, kind: 'image' | 'video', ttlSeconds?: number): string;
}
