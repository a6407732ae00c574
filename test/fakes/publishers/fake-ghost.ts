import { createHmac, timingSafeEqual } from 'node:crypto';
import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface GhostPost {
  id: string;
  slug: string;
  title: string;
  html: string;
  status: string;
  tags: { name: string }[];
  feature_image?: string | null;
  feature_image_alt?: string | null;
  custom_excerpt?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  canonical_url?: string | null;
  published_at?: string | null;
  updated_at: string;
  url: string;
}

/** The fields a post takes from a create or edit body (others are Ghost's own). */
const EDITABLE = [
  'title',
  'feature_image',
  'feature_image_alt',
  'custom_excerpt',
  'meta_title',
  'meta_description',
  'canonical_url',
  'published_at',
] as const;

/**
 * Fake Ghost Admin API: verifies the HS256 JWT (kid, aud /admin/, ≤5 min)
 * with Ghost's error codes, stores empty content unless `?source=html`, 422 ValidationError.
 * Ghost 6 paging: at most 100 posts a page (`limit=all` gets 100), `meta.pagination.next`; NQL
 * `slug:x` and `slug:~^'x'`; edits need the current `updated_at` (409 UpdateCollisionError);
 * `scheduled` needs a future `published_at`, which a post keeps as a draft and when published
 * (Ghost sets `published_at` only when there is none); DELETE answers 204.
 */
export class FakeGhost extends FakeServer {
  keyId = '6489a1b2c3d4e5f6a7b8c9d0';
  secret = 'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(16) + '0123456789abcdef';
  readonly posts: GhostPost[] = [];
  /** Uploaded images: the file name Ghost was given and the `ref` echoed back. */
  readonly images: { filename: string; ref: string | null; bytes: number }[] = [];

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
      if (p === '/ghost/api/admin/images/upload/' && req.method === 'POST')
        return { op: 'image', handler: () => this.guard(req, () => this.upload(req)) };
      const one = /^\/ghost\/api\/admin\/posts\/([^/]+)\/$/.exec(p)?.[1];
      if (one) {
        const op = req.method === 'GET' ? 'read' : req.method === 'PUT' ? 'edit' : 'delete';
        return { op, handler: () => this.guard(req, () => this.byId(op, one, req)) };
      }
      return undefined;
    });
  }

  get adminKey() {
    return `${this.keyId}:${this.secret}`;
  }

  override state() {
    return { posts: this.posts };
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
    const prefix = /^slug:~\^'(.*)'$/.exec(filter)?.[1]?.replace(/\\'/g, "'");
    const slug = prefix === undefined ? /^slug:(.+)$/.exec(filter)?.[1] : undefined;
    const hits = this.posts.filter(
      (p) => (prefix === undefined || p.slug.startsWith(prefix)) && (slug === undefined || p.slug === slug),
    );
    const asked = req.url.searchParams.get('limit') ?? '15';
    const limit = Math.min(asked === 'all' ? 100 : Number(asked) || 15, 100);
    const page = Math.max(Number(req.url.searchParams.get('page') ?? 1) || 1, 1);
    const pages = Math.max(1, Math.ceil(hits.length / limit));
    return {
      status: 200,
      body: {
        posts: hits.slice((page - 1) * limit, page * limit).map((p) => this.view(p)),
        meta: {
          pagination: {
            page,
            limit,
            pages,
            total: hits.length,
            next: page < pages ? page + 1 : null,
            prev: page > 1 ? page - 1 : null,
          },
        },
      },
    };
  }

  /** POST /images/upload/ (multipart: file, purpose, ref) → `{images:[{url, ref}]}`. */
  private upload(req: FakeRequest): FakeReply {
    const boundary = /boundary=([^;]+)/.exec(String(req.headers['content-type'] ?? ''))?.[1];
    if (!boundary) return ghostError(422, 'ValidationError', 'Please select an image.');
    const text = req.body.toString('latin1');
    const filename = /name="file"; filename="([^"]+)"/.exec(text)?.[1];
    if (!filename) return ghostError(422, 'ValidationError', 'Please select an image.');
    const ref = /name="ref"\r\n\r\n([^\r]*)\r\n/.exec(text)?.[1] ?? null;
    // Ghost checks the file's type and extension: anything but an image is a 415.
    const type = /name="file"; filename="[^"]+"\r\nContent-Type: ([^\r]+)/.exec(text)?.[1] ?? '';
    const image = /^image\/(png|jpe?g|gif|webp|avif|svg\+xml)$/.test(type);
    if (!image || !/\.(png|jpe?g|gif|webp|avif|svg)$/i.test(filename))
      return ghostError(415, 'UnsupportedMediaTypeError', 'Please select a valid image.');
    this.images.push({ filename, ref, bytes: req.body.length });
    return { status: 201, body: { images: [{ url: `${this.url}/content/images/2026/11/${filename}`, ref }] } };
  }

  private view(p: GhostPost) {
    return { ...p, uuid: p.id };
  }

  private byId(op: string, id: string, req: FakeRequest): FakeReply {
    const post = this.posts.find((p) => p.id === id);
    if (!post) return ghostError(404, 'NotFoundError', 'Post not found.');
    if (op === 'read') return { status: 200, body: { posts: [this.view(post)] } };
    if (op === 'delete') {
      this.posts.splice(this.posts.indexOf(post), 1);
      return { status: 204 };
    }
    const edit = ((req.json as { posts?: Record<string, unknown>[] } | undefined)?.posts ?? [])[0];
    if (!edit) return ghostError(422, 'ValidationError', "No root key ('posts') provided.");
    if (edit.updated_at !== post.updated_at)
      return ghostError(409, 'UpdateCollisionError', 'Saving failed! Someone else is editing this post.');
    const status = edit.status === undefined ? post.status : String(edit.status);
    const invalid = this.invalidStatus(status, edit.published_at ?? post.published_at);
    if (invalid) return invalid;
    for (const key of EDITABLE) if (key in edit) (post as unknown as Record<string, unknown>)[key] = edit[key];
    if ('html' in edit && req.url.searchParams.get('source') === 'html') post.html = String(edit.html ?? '');
    if ('tags' in edit) post.tags = this.tagsOf(edit.tags);
    if (typeof edit.slug === 'string' && edit.slug !== post.slug && !this.posts.some((p) => p.slug === edit.slug)) {
      post.slug = edit.slug;
      post.url = `${this.url}/${post.slug}/`;
    }
    // Ghost dates a post only when it has no date: a draft that was scheduled keeps that date.
    if (status === 'published' && post.status !== 'published') post.published_at ??= new Date().toISOString();
    post.status = status;
    post.updated_at = this.stamp();
    return { status: 200, body: { posts: [this.view(post)] } };
  }

  private invalidStatus(status: string, publishedAt: unknown): FakeReply | undefined {
    if (!['draft', 'published', 'scheduled'].includes(status))
      return ghostError(422, 'ValidationError', 'Validation error, cannot save post.', undefined, 'Invalid status.');
    if (status === 'scheduled' && !(typeof publishedAt === 'string' && Date.parse(publishedAt) > Date.now()))
      return ghostError(
        422,
        'ValidationError',
        'Validation error, cannot save post.',
        undefined,
        'Date must be at least 2 minutes in the future.',
      );
    return undefined;
  }

  private tagsOf(tags: unknown) {
    return ((tags as ({ name: string } | string)[] | undefined) ?? []).map((t) =>
      typeof t === 'string' ? { name: t } : t,
    );
  }

  private clock = 0;
  /** A strictly increasing `updated_at`, as Ghost's millisecond timestamps are in practice. */
  private stamp() {
    return new Date(Date.UTC(2026, 0, 1) + ++this.clock * 1000).toISOString();
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
    const status = String(post.status ?? 'draft');
    const invalid = this.invalidStatus(status, post.published_at);
    if (invalid) return invalid;
    const base = String(post.slug ?? post.title).toLowerCase();
    let slug = base;
    for (let n = 2; this.posts.some((p) => p.slug === slug); n++) slug = `${base}-${n}`;
    const created: GhostPost = {
      id: `g${this.posts.length + 1}`,
      slug,
      title: String(post.title),
      html: req.url.searchParams.get('source') === 'html' ? String(post.html ?? '') : '',
      status,
      tags: this.tagsOf(post.tags),
      url: `${this.url}/${slug}/`,
      updated_at: this.stamp(),
    };
    for (const key of EDITABLE) if (key in post) (created as unknown as Record<string, unknown>)[key] = post[key];
    if (status === 'published') created.published_at ??= new Date().toISOString();
    this.posts.push(created);
    return { status: 201, body: { posts: [this.view(created)] } };
  }
}

const ghostError = (status: number, type: string, message: string, code?: string, context?: string): FakeReply => ({
  status,
  body: { errors: [{ message, type, ...(code ? { code } : {}), context: context ?? null }] },
});
