import { createHmac, timingSafeEqual } from 'node:crypto';
import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface GhostPost {
  id: string;
  slug: string;
  title: string;
  html: string;
  status: string;
  tags: { name: string }[];
  feature_image?: string;
  custom_excerpt?: string;
  canonical_url?: string;
  url: string;
}

/**
 * Fake Ghost Admin API: verifies the HS256 JWT (kid, aud /admin/, ≤5 min)
 * with Ghost's error codes, stores empty content unless `?source=html`, 422 ValidationError.
 */
export class FakeGhost extends FakeServer {
  keyId = '6489a1b2c3d4e5f6a7b8c9d0';
  secret = 'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(16) + '0123456789abcdef';
  readonly posts: GhostPost[] = [];

  constructor() {
    super((req) => {
      const p = req.url.pathname;
      if (p === '/ghost/api/admin/site/' && req.method === 'GET')
        return {
          op: 'site',
          handler: () =>
            this.guard(req, () => ({ status: 200, body: { site: { title: 'Fake Ghost', url: this.url } } })),
        };
      if (p === '/ghost/api/admin/posts/') {
        return req.method === 'GET'
          ? { op: 'find', handler: () => this.guard(req, () => this.list(req)) }
          : { op: 'create', handler: () => this.guard(req, () => this.create(req)) };
      }
      return undefined;
    });
  }

  get adminKey() {
    return `${this.keyId}:${this.secret}`;
  }

  private guard(req: FakeRequest, ok: () => FakeReply): FakeReply {
    const header = String(req.headers.authorization ?? '');
    const m = /^ghost (.+)$/i.exec(header);
    if (!m)
      return ghostError(
        401,
        'UnauthorizedError',
        'Authorization header format is "Authorization: Ghost [token]"',
        'INVALID_AUTH_HEADER',
      );
    const [h, p, s] = (m[1] ?? '').split('.');
    if (!h || !p || !s) return ghostError(400, 'BadRequestError', 'Invalid JWT', 'INVALID_JWT');
    const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; kid?: string };
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as { iat?: number; exp?: number; aud?: string };
    if (!head.kid) return ghostError(400, 'BadRequestError', 'Invalid JWT', 'MISSING_ADMIN_API_KID');
    if (head.kid !== this.keyId)
      return ghostError(401, 'UnauthorizedError', 'Unknown Admin API Key', 'UNKNOWN_ADMIN_API_KEY');
    const expected = createHmac('sha256', Buffer.from(this.secret, 'hex')).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    const now = Math.floor(Date.now() / 1000);
    if (head.alg !== 'HS256' || given.length !== expected.length || !timingSafeEqual(given, expected))
      return ghostError(401, 'UnauthorizedError', 'Invalid token: invalid signature', 'INVALID_JWT');
    if (!/\/?admin\/?$/.test(payload.aud ?? ''))
      return ghostError(401, 'UnauthorizedError', 'Invalid token: jwt audience invalid', 'INVALID_JWT');
    if (!payload.iat || !payload.exp || payload.exp - payload.iat > 300 || now - payload.iat > 300 || payload.exp < now)
      return ghostError(401, 'UnauthorizedError', 'Invalid token: jwt expired', 'INVALID_JWT');
    return ok();
  }

  private list(req: FakeRequest): FakeReply {
    const filter = req.url.searchParams.get('filter') ?? '';
    const slug = /^slug:(.+)$/.exec(filter)?.[1];
    const hits = this.posts.filter((p) => !slug || p.slug === slug);
    return {
      status: 200,
      body: {
        posts: hits.map((p) => ({ id: p.id, url: p.url, slug: p.slug })),
        meta: { pagination: { total: hits.length } },
      },
    };
  }

  private create(req: FakeRequest): FakeReply {
    const post = ((req.json as { posts?: Record<string, unknown>[] } | undefined)?.posts ?? [])[0];
    if (!post) return ghostError(422, 'ValidationError', "No root key ('posts') provided.");
    if (!post.title)
      return ghostError(
        422,
        'ValidationError',
        'Validation error, cannot save post.',
        undefined,
        'Value in [posts.title] cannot be blank.',
      );
    let slug = String(post.slug ?? post.title).toLowerCase();
    for (let n = 2; this.posts.some((p) => p.slug === slug); n++) slug = `${String(post.slug)}-${n}`;
    const created: GhostPost = {
      id: `g${this.posts.length + 1}`,
      slug,
      title: String(post.title),
      html: req.url.searchParams.get('source') === 'html' ? String(post.html ?? '') : '',
      status: String(post.status ?? 'draft'),
      tags: ((post.tags as ({ name: string } | string)[] | undefined) ?? []).map((t) =>
        typeof t === 'string' ? { name: t } : t,
      ),
      url: `${this.url}/${slug}/`,
      ...(post.feature_image ? { feature_image: String(post.feature_image) } : {}),
      ...(post.custom_excerpt ? { custom_excerpt: String(post.custom_excerpt) } : {}),
      ...(post.canonical_url ? { canonical_url: String(post.canonical_url) } : {}),
    };
    this.posts.push(created);
    return { status: 201, body: { posts: [{ ...created, uuid: created.id }] } };
  }
}

const ghostError = (status: number, type: string, message: string, code?: string, context?: string): FakeReply => ({
  status,
  body: { errors: [{ message, type, ...(code ? { code } : {}), context: context ?? null }] },
});
