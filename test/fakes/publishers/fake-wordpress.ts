import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface WpPost {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  slug: string;
  tags: number[];
  categories: number[];
  featured_media: number;
  link: string;
}

interface Term {
  id: number;
  name: string;
}

/**
 * Fake WordPress REST v2: self-hosted with Basic application
 * passwords, or WordPress.com's wp/v2 proxy with a Bearer token (`mode: 'wpcom'`, routes under
 * /wp/v2/sites/{site}). Integer-only terms, `term_exists` with the existing id, slug `-2`
 * de-duplication, raw media uploads needing Content-Disposition, `?rest_route=` when pretty
 * permalinks are off, and a mode where application passwords are unavailable.
 */
export class FakeWordPress extends FakeServer {
  username = 'admin';
  appPassword = 'abcd efgh ijkl mnop qrst uvwx';
  token = 'wpcom-token-0123456789';
  siteId = 'example.wordpress.com';
  /** false: only ?rest_route= works (plain permalinks). */
  prettyPermalinks = true;
  /** false: Basic credentials are silently ignored (http in production). */
  appPasswordsAvailable = true;
  /** true: creating categories is refused (Author role). */
  authorRole = false;
  readonly posts: WpPost[] = [];
  readonly tags: Term[] = [];
  readonly categories: Term[] = [];
  readonly media: { id: number; bytes: number; type: string; filename: string }[] = [];
  private nextId = 10;

  constructor(readonly mode: 'self-hosted' | 'wpcom' = 'self-hosted') {
    super((req) => {
      const path = this.restPath(req);
      if (path === undefined) return undefined;
      const get = req.method === 'GET';
      if (path === '/' && get) return { op: 'index', handler: () => this.index() };
      if (path === '/wp/v2/users/me' && get) return { op: 'me', handler: () => this.guard(req, () => this.me()) };
      if (path === '/wp/v2/posts') {
        return get
          ? { op: 'find', handler: () => this.guard(req, () => this.listPosts(req)) }
          : { op: 'create', handler: () => this.guard(req, () => this.createPost(req)) };
      }
      const term = /^\/wp\/v2\/(tags|categories)$/.exec(path);
      if (term) {
        const tax = term[1] as 'tags' | 'categories';
        return get
          ? { op: `${tax}-list`, handler: () => this.guard(req, () => this.listTerms(tax, req)) }
          : { op: `${tax}-create`, handler: () => this.guard(req, () => this.createTerm(tax, req)) };
      }
      if (path === '/wp/v2/media' && !get)
        return { op: 'media', handler: () => this.guard(req, () => this.upload(req)) };
      return undefined;
    });
  }

  override state() {
    return { posts: this.posts };
  }

  get siteUrl() {
    return this.url;
  }

  private restPath(req: FakeRequest): string | undefined {
    const p = req.url.pathname;
    if (this.mode === 'wpcom') {
      const prefix = `/wp/v2/sites/${this.siteId}`;
      if (!p.startsWith(prefix)) return undefined;
      return `/wp/v2${p.slice(prefix.length)}` === '/wp/v2' ? '/' : `/wp/v2${p.slice(prefix.length)}`;
    }
    if (p.startsWith('/wp-json')) return this.prettyPermalinks ? p.slice('/wp-json'.length) || '/' : undefined;
    if (p === '/' && req.url.searchParams.has('rest_route')) return req.url.searchParams.get('rest_route') ?? '/';
    return undefined;
  }

  private authorised(req: FakeRequest): boolean {
    const auth = req.headers.authorization ?? '';
    if (this.mode === 'wpcom') return auth === `Bearer ${this.token}`;
    if (!this.appPasswordsAvailable || !auth.startsWith('Basic ')) return false;
    const [user, ...rest] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    return (
      user === this.username &&
      rest.join(':').replace(/[^A-Za-z0-9]/g, '') === this.appPassword.replace(/[^A-Za-z0-9]/g, '')
    );
  }

  private guard(req: FakeRequest, ok: () => FakeReply): FakeReply {
    if (this.authorised(req)) return ok();
    const create = req.method === 'POST';
    return wpError(
      401,
      create ? 'rest_cannot_create' : 'rest_not_logged_in',
      create ? 'Sorry, you are not allowed to create posts as this user.' : 'You are not currently logged in.',
    );
  }

  private index(): FakeReply {
    return {
      status: 200,
      body: {
        name: 'Fake WP',
        namespaces: ['oembed/1.0', 'wp/v2'],
        authentication: this.appPasswordsAvailable
          ? {
              'application-passwords': {
                endpoints: { authorization: `${this.url}/wp-admin/authorize-application.php` },
              },
            }
          : [],
      },
    };
  }

  private me(): FakeReply {
    return {
      status: 200,
      body: { id: 1, name: 'Site Admin', slug: this.username, link: `${this.url}/author/${this.username}/` },
    };
  }

  private listPosts(req: FakeRequest): FakeReply {
    const search = req.url.searchParams.get('search');
    const slug = req.url.searchParams.get('slug');
    const hits = this.posts.filter(
      (p) => (!search || p.title.includes(search) || p.content.includes(search)) && (!slug || p.slug === slug),
    );
    return {
      status: 200,
      headers: { 'x-wp-total': String(hits.length) },
      body: hits.map((p) => ({
        id: p.id,
        link: p.link,
        status: p.status,
        slug: p.slug,
        title: { raw: p.title, rendered: p.title.replace(/&/g, '&#038;') },
      })),
    };
  }

  private createPost(req: FakeRequest): FakeReply {
    const b = (req.json ?? {}) as Record<string, unknown>;
    for (const key of ['tags', 'categories'] as const) {
      const v = b[key];
      if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'number'))) {
        return wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${key}`, {
          params: { [key]: `${key}[0] is not of type integer.` },
        });
      }
    }
    const status = (b.status as string | undefined) ?? 'draft';
    if (!['publish', 'future', 'draft', 'pending', 'private'].includes(status))
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    let slug = String(
      b.slug ??
        String(b.title ?? 'post')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
    );
    for (let n = 2; this.posts.some((p) => p.slug === slug); n++) slug = `${String(b.slug)}-${n}`;
    const id = this.nextId++;
    const known = (ids: unknown, terms: Term[]) =>
      ((ids as number[] | undefined) ?? []).filter((i) => terms.some((t) => t.id === i));
    const post: WpPost = {
      id,
      title: String(b.title ?? ''),
      content: String(b.content ?? ''),
      excerpt: String(b.excerpt ?? ''),
      status,
      slug,
      tags: known(b.tags, this.tags),
      categories: known(b.categories, this.categories),
      featured_media: this.media.some((m) => m.id === b.featured_media) ? (b.featured_media as number) : 0,
      link: `${this.url}/${slug}/`,
    };
    this.posts.push(post);
    return { status: 201, body: { id, link: post.link, status, slug } };
  }

  private listTerms(tax: 'tags' | 'categories', req: FakeRequest): FakeReply {
    const search = (req.url.searchParams.get('search') ?? '').toLowerCase();
    return { status: 200, body: this[tax].filter((t) => t.name.toLowerCase().includes(search)) };
  }

  private createTerm(tax: 'tags' | 'categories', req: FakeRequest): FakeReply {
    if (tax === 'categories' && this.authorRole)
      return wpError(403, 'rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.');
    const name = String((req.json as { name?: unknown } | undefined)?.name ?? '');
    const existing = this[tax].find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (existing)
      return wpError(400, 'term_exists', 'A term with the name provided already exists in this taxonomy.', {
        term_id: existing.id,
      });
    const term = { id: this.nextId++, name };
    this[tax].push(term);
    return { status: 201, body: { ...term, slug: name.toLowerCase() } };
  }

  private upload(req: FakeRequest): FakeReply {
    const disposition = req.headers['content-disposition'];
    if (!disposition) return wpError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'file';
    const id = this.nextId++;
    this.media.push({ id, bytes: req.body.length, type: String(req.headers['content-type']), filename });
    return { status: 201, body: { id, source_url: `${this.url}/wp-content/uploads/${filename}` } };
  }
}

const wpError = (status: number, code: string, message: string, data: Record<string, unknown> = {}): FakeReply => ({
  status,
  body: { code, message, data: { status, ...data } },
});
