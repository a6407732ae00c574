import type { z } from 'zod';
import { OutboundError, safeFetch } from '../../lib/http/safe-fetch';
import { classifyGraphError, InstagramApiError } from './errors';
import { insightsResponseSchema, readMediaInsights, type MediaInsights } from './insights';
import {
  childrenPageSchema,
  longTokenSchema,
  mediaPageSchema,
  mediaSchema,
  meSchema,
  parseJsonKeepingIds,
  shortTokenSchema,
  type InstagramChild,
  type InstagramMedia,
  type InstagramProfile,
} from './schemas';

/**
 * Client of the Instagram API with Instagram Login (docs/architecture.md §4). Base URLs are
 * configurable (Meta's hosts, the built-in sandbox, or a test fake) — same code path everywhere.
 * Tokens travel as the `access_token` query parameter and are never logged: error messages carry
 * no URLs, and safe-fetch errors name only the host.
 */
const INSTAGRAM_API_VERSION = 'v25.0';
// Insights (docs/decisions/027-creator-voice-and-top-posts.md) are optional: without that permission the posts stay newest first.
const INSTAGRAM_SCOPE = 'instagram_business_basic,instagram_business_manage_insights';
/** Most media per page the API serves (larger limits are clamped to 100). */
const MEDIA_PAGE_LIMIT = 100;
const MAX_PAGES = 120; // the API lists at most 10,000 media

export interface InstagramClientOptions {
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  redirectUri: string;
  /** host:port entries that may be private (OUTBOUND_ALLOWLIST, plus the sandbox's own listener). */
  allowPrivate: readonly string[];
  apiVersion?: string;
  timeoutMs?: number;
}

const CHILD_FIELDS = 'id,media_type,media_url,thumbnail_url';
const MEDIA_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_product_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'timestamp',
  'like_count',
  'comments_count',
  `children{${CHILD_FIELDS}}`,
];
const PROFILE_FIELDS = 'id,user_id,username,name,account_type,profile_picture_url,media_count';

const trimSlash = (s: string) => s.replace(/\/+$/, '');
const hostOf = (url: string) => new URL(url).hostname.toLowerCase();

export function createInstagramClient(o: InstagramClientOptions) {
  const version = o.apiVersion ?? INSTAGRAM_API_VERSION;
  const graph = trimSlash(o.graphUrl);
  const hosts = { token: [hostOf(o.tokenUrl)], graph: [hostOf(o.graphUrl)] };
  /** Whether the graph host accepts `media_product_type` (some deployments reject it as unknown). */
  let productTypeField = true;

  async function call<S extends z.ZodType>(
    url: string,
    schema: S,
    allowHosts: string[],
    init: { method?: string; body?: URLSearchParams } = {},
  ): Promise<z.output<S>> {
    let res;
    try {
      res = await safeFetch(url, {
        ...init,
        allowHosts,
        allowPrivate: o.allowPrivate,
        headers: { accept: 'application/json' },
        timeoutMs: o.timeoutMs ?? 15_000,
        maxBytes: 5 * 1024 * 1024,
      });
    } catch (err) {
      if (err instanceof OutboundError && err.kind === 'blocked') {
        throw new InstagramApiError('bad_request', `Instagram request refused: ${err.message}`);
      }
      const what =
        err instanceof OutboundError && err.kind === 'timeout' ? 'did not answer in time' : 'could not be reached';
      throw new InstagramApiError('transient', `Instagram ${what}. Try again shortly.`);
    }
    let body: unknown;
    try {
      body = parseJsonKeepingIds(res.text());
    } catch {
      if (res.status >= 200 && res.status < 300) {
        throw new InstagramApiError('transient', 'Instagram sent an unreadable response. Try again shortly.', {
          status: res.status,
        });
      }
      body = undefined;
    }
    if (res.status < 200 || res.status >= 300) throw classifyGraphError(res.status, body, res.headers);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new InstagramApiError('transient', 'Instagram sent a response Inkgram does not understand.', {
        status: res.status,
      });
    }
    return parsed.data;
  }

  const graphUrl = (path: string, params: Record<string, string>) => {
    const u = new URL(`${graph}/${version}${path}`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u.toString();
  };

  const mediaFields = () => MEDIA_FIELDS.filter((f) => productTypeField || f !== 'media_product_type').join(',');

  /** Retries once without media_product_type when the host says it does not exist (code 100). */
  async function withFieldFallback<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (
        productTypeField &&
        err instanceof InstagramApiError &&
        err.detail.code === 100 &&
        /media_product_type/.test(err.message)
      ) {
        productTypeField = false;
        return run();
      }
      throw err;
    }
  }

  return {
    /** The browser-facing authorize URL (business login) carrying our single-use `state`. */
    authorizeUrl(state: string): string {
      const u = new URL(`${trimSlash(o.authUrl)}/oauth/authorize`);
      u.searchParams.set('client_id', o.appId);
      u.searchParams.set('redirect_uri', o.redirectUri);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('scope', INSTAGRAM_SCOPE);
      u.searchParams.set('state', state);
      return u.toString();
    },

    /** Code → short-lived token. Meta appends `#_` to the code: it is stripped here. */
    exchangeCode(code: string) {
      const body = new URLSearchParams({
        client_id: o.appId,
        client_secret: o.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: o.redirectUri,
        code: code.replace(/#_?$/, ''),
      });
      return call(`${trimSlash(o.tokenUrl)}/oauth/access_token`, shortTokenSchema, hosts.token, {
        method: 'POST',
        body,
      });
    },

    /** Short-lived → long-lived (60 days). Unversioned path, as documented. */
    exchangeLongLived(shortToken: string) {
      const u = new URL(`${graph}/access_token`);
      u.searchParams.set('grant_type', 'ig_exchange_token');
      u.searchParams.set('client_secret', o.appSecret);
      u.searchParams.set('access_token', shortToken);
      return call(u.toString(), longTokenSchema, hosts.graph);
    },

    /** Long-lived → a new long-lived token (needs the old one ≥ 24 h old and unexpired). GET only. */
    refreshToken(longToken: string) {
      const u = new URL(`${graph}/refresh_access_token`);
      u.searchParams.set('grant_type', 'ig_refresh_token');
      u.searchParams.set('access_token', longToken);
      return call(u.toString(), longTokenSchema, hosts.graph);
    },

    getProfile(token: string): Promise<InstagramProfile> {
      return call(graphUrl('/me', { fields: PROFILE_FIELDS, access_token: token }), meSchema, hosts.graph);
    },

    /**
     * Every page of /me/media, newest first, following `paging.next` until it is absent; from the
     * page at `after` (a cursor an earlier walk yielded) when given. Each page comes with the
     * cursor of the page after it (undefined on the last), taken from `next` so that the token
     * that URL repeats is never handed out.
     */
    async *listMedia(
      token: string,
      opts: { limit?: number; after?: string } = {},
    ): AsyncGenerator<{ media: InstagramMedia[]; nextCursor: string | undefined }> {
      const limit = String(opts.limit ?? MEDIA_PAGE_LIMIT);
      let next: string | undefined = undefined;
      const seen = new Set<string>();
      for (let page = 0; page < MAX_PAGES; page++) {
        const first = () => ({
          fields: mediaFields(),
          limit,
          access_token: token,
          ...(opts.after && { after: opts.after }),
        });
        const result: z.output<typeof mediaPageSchema> = next
          ? await call(next, mediaPageSchema, hosts.graph)
          : await withFieldFallback(() => call(graphUrl('/me/media', first()), mediaPageSchema, hosts.graph));
        next = result.paging?.next;
        const nextCursor = next ? (new URL(next).searchParams.get('after') ?? undefined) : undefined;
        yield { media: result.data, nextCursor };
        if (!next || seen.has(next)) return;
        seen.add(next);
      }
    },

    getMedia(token: string, mediaId: string): Promise<InstagramMedia> {
      if (!/^\d+$/.test(mediaId)) throw new InstagramApiError('bad_request', 'Not an Instagram media id');
      return withFieldFallback(() =>
        call(graphUrl(`/${mediaId}`, { fields: mediaFields(), access_token: token }), mediaSchema, hosts.graph),
      );
    },

    async getChildren(token: string, mediaId: string): Promise<InstagramChild[]> {
      if (!/^\d+$/.test(mediaId)) throw new InstagramApiError('bad_request', 'Not an Instagram media id');
      const page = await call(
        graphUrl(`/${mediaId}/children`, { fields: CHILD_FIELDS, access_token: token }),
        childrenPageSchema,
        hosts.graph,
      );
      return page.data;
    },

    /** A media's saves, shares, reach and views, or why Instagram has none for it (insights.ts). */
    getInsights(token: string, mediaId: string): Promise<MediaInsights> {
      if (!/^\d+$/.test(mediaId)) throw new InstagramApiError('bad_request', 'Not an Instagram media id');
      return readMediaInsights((metrics) =>
        call(
          graphUrl(`/${mediaId}/insights`, { metric: metrics.join(','), access_token: token }),
          insightsResponseSchema,
          hosts.graph,
        ),
      );
    },
  };
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;
