import { serveCdn } from './cdn';
import {
  childrenEdge,
  decodeCursor,
  encodeCursor,
  FieldError,
  mediaObject,
  parseFields,
  userObject,
  type MediaContext,
} from './graph';
import { insightsEdge } from './insights';
import { authorize, decide, exchangeCode, exchangeLongLived, graphError, json, refresh } from './oauth';
import { sampleAccounts } from './samples';
import { signer } from './signing';
import type { FakeContext, FakeOptions, FakeRequest, FakeResponse } from './types';

export type { FakeContext, FakeFaults, FakeOptions, FakeRequest, FakeResponse } from './types';

const VERSIONED = /^\/(v\d+\.\d+)(\/.*)$/;

/**
 * A faithful fake of the Instagram API with Instagram Login (docs/decisions/007), independent of
 * any HTTP framework: the app's sandbox mounts it under /sandbox/instagram and the tests' fake
 * server (test/fakes/instagram) serves it from node:http with failures injected through `faults`.
 * One origin plays all three hosts (authorize page, token endpoint, graph + CDN).
 */
export function createFakeInstagram(options: FakeOptions) {
  const opts = {
    defaultVersion: 'v25.0',
    shortLivedSeconds: 3600,
    longLivedSeconds: 5_184_000,
    cdnImageSeconds: 3 * 24 * 3600,
    cdnVideoSeconds: 24 * 3600,
    ...options,
  };
  const accounts = options.accounts ?? sampleAccounts();
  const sign = signer(options.secret);
  const revokedBefore = new Map<string, number>();
  const calls = new Map<string, number>();
  const ctx: FakeContext = {
    opts,
    accounts,
    faults: {},
    now: options.now ?? Date.now,
    sign,
    usedCodes: new Set(),
    issueToken(igId, kind) {
      const ttl = kind === 'short' ? opts.shortLivedSeconds : opts.longLivedSeconds;
      const now = ctx.now();
      return sign.seal('IGAA', { a: igId, k: kind, iat: now, exp: now + ttl * 1000 });
    },
    checkToken(token, kind) {
      const invalid = {
        error: graphError(400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 }),
      };
      if (!token) return invalid;
      const t = sign.open<{ a: string; k: string; iat: number; exp: number }>('IGAA', token);
      if (!t || !accounts.some((a) => a.igId === t.a)) return invalid;
      if (kind && t.k !== kind) return invalid;
      if (t.exp <= ctx.now()) {
        const when = new Date(t.exp).toUTCString();
        return {
          error: graphError(400, {
            message: `Error validating access token: Session has expired on ${when}.`,
            code: 190,
            error_subcode: 463,
          }),
        };
      }
      if ((revokedBefore.get(t.a) ?? -1) >= t.iat) {
        return {
          error: graphError(400, {
            message: 'Error validating access token: The user has not authorized application.',
            code: 190,
            error_subcode: 458,
          }),
        };
      }
      return { igId: t.a, iat: t.iat };
    },
    cdnUrl(base, art, kind, ttlSeconds) {
      const ttl = ttlSeconds ?? (kind === 'video' ? opts.cdnVideoSeconds : opts.cdnImageSeconds);
      const oe = Math.floor(ctx.now() / 1000 + ttl)
        .toString(16)
        .toUpperCase();
      const file = `/cdn/v/t51.29350-15/${art}_n.${kind === 'video' ? 'mp4' : 'png'}`;
      return `${base}${file}?_nc_cat=1&oh=00_${sign.mac(`${file}|${oe}`)}&oe=${oe}`;
    },
  };

  const usageHeader = (igId: string, throttled = false): Record<string, string> => {
    const n = (calls.get(igId) ?? 0) + 1;
    calls.set(igId, n);
    const pct = throttled ? 100 : Math.min(99, n);
    return {
      'x-business-use-case-usage': JSON.stringify({
        [igId]: [
          {
            type: 'instagram',
            call_count: pct,
            total_cputime: Math.ceil(pct / 3),
            total_time: Math.ceil(pct / 2),
            estimated_time_to_regain_access: throttled ? (ctx.faults.throttleMinutes ?? 0) : 0,
          },
        ],
      }),
    };
  };

  function graph(req: FakeRequest, rest: string, version: string): FakeResponse {
    const f = ctx.faults;
    if (f.hangGraph) return { status: 0, headers: {}, body: '', hang: true };
    const checked = ctx.checkToken(req.query.get('access_token'));
    if ('error' in checked) return checked.error;
    const account = accounts.find((a) => a.igId === checked.igId)!;
    if (f.throttleMinutes !== undefined) {
      return graphError(
        400,
        { message: '(#4) Application request limit reached', code: 4, is_transient: true },
        usageHeader(account.igId, true),
      );
    }
    if (f.malformedJson) return json(200, '{"data": [{"id": "1790', usageHeader(account.igId));
    const fields = parseFields(req.query.get('fields'));
    const mctx: MediaContext = {
      account,
      cdnUrl: (art, kind) => ctx.cdnUrl(req.base, art, kind),
      productType: f.mediaProductType ?? 'returned',
      graphBase: req.base,
    };
    const headers = usageHeader(account.igId);
    try {
      if (rest === '/me') {
        const avatar = ctx.cdnUrl(req.base, `avatar-${account.theme}`, 'image');
        const user = userObject(account, fields, avatar);
        return json(200, f.meShape === 'envelope' ? { data: [user] } : user, headers);
      }
      const list = /^\/(me|\d+)\/media$/.exec(rest);
      if (list) {
        if (list[1] !== 'me' && list[1] !== account.igId) return unsupportedGet(list[1]!);
        const offset = decodeCursor(req.query.get('after'));
        if (offset === undefined)
          return graphError(400, {
            message: '(#100) The After Cursor specified exceeds the max limit supported by this endpoint',
            code: 100,
          });
        const limit = Math.min(100, Math.max(1, Number(req.query.get('limit')) || 25));
        if (f.expireTokenOnMediaPage !== undefined && Math.floor(offset / limit) === f.expireTokenOnMediaPage) {
          return graphError(400, {
            message: `Error validating access token: Session has expired on ${new Date(ctx.now()).toUTCString()}.`,
            code: 190,
            error_subcode: 463,
          });
        }
        if (f.transientOnMediaPage !== undefined && Math.floor(offset / limit) === f.transientOnMediaPage) {
          return graphError(500, {
            message: 'An unexpected error has occurred. Please retry your request later.',
            code: 2,
            is_transient: true,
          });
        }
        const page = account.media.slice(offset, offset + limit);
        const listCtx = f.listLinksExpired
          ? { ...mctx, cdnUrl: (art: string, kind: 'image' | 'video') => ctx.cdnUrl(req.base, art, kind, -60) }
          : mctx;
        const data = page.map((m) => mediaObject(m, fields, listCtx));
        const link = (after: string) => {
          const u = new URL(`${req.base}/${version}/${account.igId}/media`);
          u.searchParams.set('fields', req.query.get('fields') ?? 'id');
          u.searchParams.set('access_token', req.query.get('access_token')!);
          u.searchParams.set('limit', String(limit));
          u.searchParams.set('after', after);
          return u.toString();
        };
        const paging: Record<string, unknown> = {
          cursors: { before: encodeCursor(offset), after: encodeCursor(offset + page.length) },
        };
        if (offset + limit < account.media.length) paging.next = link(encodeCursor(offset + limit));
        if (offset > 0) paging.previous = link(encodeCursor(Math.max(0, offset - limit))).replace('after=', 'before=');
        return json(200, { data, paging }, headers);
      }
      const insights = /^\/(\d+)\/insights$/.exec(rest);
      const media = insights && account.media.find((m) => m.id === insights[1]);
      if (media) return insightsEdge(media, req.query.get('metric'), f, headers);
      const one = /^\/(\d+)(\/children)?$/.exec(rest);
      if (one) {
        const media = account.media.find((m) => m.id === one[1]);
        if (!media) return unsupportedGet(one[1]!);
        return json(200, one[2] ? childrenEdge(media, fields, mctx) : mediaObject(media, fields, mctx), headers);
      }
      return graphError(400, { message: `Unknown path components: ${rest}`, type: 'IGApiException', code: 2500 });
    } catch (err) {
      if (err instanceof FieldError)
        return graphError(400, { message: err.message, type: 'IGApiException', code: 100 });
      throw err;
    }
  }

  const unsupportedGet = (id: string) =>
    graphError(400, {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      type: 'IGApiException',
      code: 100,
      error_subcode: 33,
    });

  function handle(req: FakeRequest): FakeResponse {
    const p = req.path;
    if (p === '/oauth/authorize') return req.method === 'POST' ? decide(ctx, req) : authorize(ctx, req);
    if (p.startsWith('/cdn/')) return serveCdn(ctx, req);
    if (ctx.faults.serverErrors && ctx.faults.serverErrors > 0) {
      ctx.faults.serverErrors--;
      return graphError(500, {
        message: 'An unexpected error has occurred. Please retry your request later.',
        code: 2,
        is_transient: true,
      });
    }
    if (p === '/oauth/access_token' && req.method === 'POST') return exchangeCode(ctx, req);
    const unversioned = p.replace(VERSIONED, '$2');
    if (unversioned === '/access_token') return exchangeLongLived(ctx, req);
    if (unversioned === '/refresh_access_token') return refresh(ctx, req);
    if (req.method !== 'GET') {
      return graphError(400, {
        message: `Unsupported request - method type: ${req.method.toLowerCase()}`,
        type: 'IGApiException',
        code: 100,
      });
    }
    const versioned = VERSIONED.exec(p);
    return graph(req, versioned ? versioned[2]! : p, versioned ? versioned[1]! : opts.defaultVersion);
  }

  return {
    handle,
    faults: ctx.faults,
    accounts,
    /** The person removed the app: every token issued so far for this account stops working. */
    revoke(igId: string) {
      revokedBefore.set(igId, ctx.now());
    },
    issueToken: ctx.issueToken,
    cdnUrl: ctx.cdnUrl,
  };
}

export type FakeInstagram = ReturnType<typeof createFakeInstagram>;
