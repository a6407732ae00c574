import { WpMediaLibrary, wpError, type WpMedia } from './fake-wordpress-media';
import { WpPosts, type WpPost } from './fake-wordpress-posts';
import { createTerm, listTerms, type Term } from './fake-wordpress-terms';
import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export type { WpMedia } from './fake-wordpress-media';
export type { WpPost } from './fake-wordpress-posts';

/**
 * Fake WordPress REST v2: self-hosted with Basic application
 * passwords, or WordPress.com's wp/v2 proxy with a Bearer token (`mode: 'wpcom'`, routes under
 * /wp/v2/sites/{site}). Integer-only terms, `term_exists` with the existing id, slug `-2`
 * de-duplication, raw media uploads needing Content-Disposition, `?rest_route=` when pretty
 * permalinks are off, and a mode where application passwords are unavailable. Posts are changed
 * in place (POST /posts/{id}), trashed (DELETE, 410 when already there), scheduled (`future` with
 * `date_gmt`); media are searchable, get alt text and a parent post (POST /media/{id}); a wrong
 * application password is 401 `incorrect_password`; `seoPlugin` adds Yoast's meta or Rank Math's route.
 */
export class FakeWordPress extends FakeServer {
  username = 'admin';
  appPassword = 'abcd efgh ijkl mnop qrst uvwx';
  token = 'wpcom-token-0123456789';
  siteId = 'example.wordpress.com';
  /** WordPress.com's numeric id of the same site (REST v1.1 `/sites/{id or domain}`). */
  numericSiteId = 4242;
  /** false: only ?rest_route= works (plain permalinks). */
  prettyPermalinks = true;
  /** false: Basic credentials are silently ignored (http in production). */
  appPasswordsAvailable = true;
  /** true: creating categories is refused (Author role). */
  authorRole = false;
  /** true: the account may write drafts but not publish (Contributor role): 403 rest_cannot_publish. */
  contributorRole = false;
  readonly tags: Term[] = [];
  readonly categories: Term[] = [];
  /** Which SEO plugin is active: its namespace appears in the REST index. */
  seoPlugin: 'yoast' | 'rankmath' | null = null;
  private nextId = 10;
  private readonly store = new WpPosts(this, () => this.nextId++);
  private readonly library = new WpMediaLibrary(
    () => this.nextId++,
    () => this.url,
    (id) => this.posts.some((p) => p.id === id),
  );
  get posts(): WpPost[] {
    return this.store.items;
  }
  get media(): WpMedia[] {
    return this.library.items;
  }
  /** Rank Math's fields per post id (its own storage). */
  get rankMath(): Map<number, Record<string, string>> {
    return this.store.rankMath;
  }

  constructor(readonly mode: 'self-hosted' | 'wpcom' = 'self-hosted') {
    super((req) => {
      const v11 = /^\/rest\/v1\.1\/sites\/([^/]+)$/.exec(req.url.pathname)?.[1];
      if (this.mode === 'wpcom' && v11 !== undefined && req.method === 'GET')
        return { op: 'site', handler: () => this.wpcomSite(decodeURIComponent(v11)) };
      const path = this.restPath(req);
      if (path === undefined) return undefined;
      const get = req.method === 'GET';
      if (path === '/' && get) return { op: 'index', handler: () => this.index() };
      if (path === '/wp/v2/users/me' && get) return { op: 'me', handler: () => this.guard(req, () => this.me()) };
      if (path === '/wp/v2/posts') {
        return get
          ? { op: 'find', handler: () => this.guard(req, () => this.store.list(req)) }
          : { op: 'create', handler: () => this.guard(req, () => this.store.create(req)) };
      }
      const term = /^\/wp\/v2\/(tags|categories)$/.exec(path);
      if (term) {
        const tax = term[1] as 'tags' | 'categories';
        return get
          ? { op: `${tax}-list`, handler: () => this.guard(req, () => listTerms(this[tax], req)) }
          : {
              op: `${tax}-create`,
              handler: () =>
                this.guard(req, () =>
                  createTerm(this[tax], req, () => this.nextId++, tax === 'categories' && this.authorRole),
                ),
            };
      }
      if (path === '/wp/v2/media')
        return get
          ? { op: 'media-list', handler: () => this.guard(req, () => this.library.list(req)) }
          : { op: 'media', handler: () => this.guard(req, () => this.library.upload(req)) };
      const postId = /^\/wp\/v2\/posts\/(\d+)$/.exec(path)?.[1];
      if (postId) {
        const op = get ? 'read' : req.method === 'DELETE' ? 'trash' : 'update';
        return { op, handler: () => this.guard(req, () => this.store.one(op, Number(postId), req)) };
      }
      const mediaId = /^\/wp\/v2\/media\/(\d+)$/.exec(path)?.[1];
      if (mediaId) {
        const op = get ? 'media-read' : 'media-update';
        return { op, handler: () => this.guard(req, () => this.library.one(op, Number(mediaId), req)) };
      }
      if (path === '/rankmath/v1/updateMeta' && this.seoPlugin === 'rankmath' && !get)
        return { op: 'rankmath', handler: () => this.guard(req, () => this.store.rankMathMeta(req)) };
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
      const site = [this.siteId, String(this.numericSiteId)].find((id) => p.startsWith(`/wp/v2/sites/${id}`));
      if (site === undefined) return undefined;
      const prefix = `/wp/v2/sites/${site}`;
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
    const auth = req.headers.authorization ?? '';
    if (this.mode === 'self-hosted' && this.appPasswordsAvailable && auth.startsWith('Basic '))
      return wpError(401, 'incorrect_password', 'The provided password is an invalid application password.');
    if (this.mode === 'wpcom' && auth.startsWith('Bearer '))
      return wpError(403, 'invalid_token', 'The OAuth2 token is invalid.');
    const create = req.method === 'POST';
    return wpError(
      401,
      create ? 'rest_cannot_create' : 'rest_not_logged_in',
      create ? 'Sorry, you are not allowed to create posts as this user.' : 'You are not currently logged in.',
    );
  }

  private wpcomSite(site: string): FakeReply {
    if (site !== this.siteId && site !== String(this.numericSiteId))
      return { status: 404, body: { error: 'unknown_blog', message: 'Unknown blog' } };
    return { status: 200, body: { ID: this.numericSiteId, URL: `https://${this.siteId}` } };
  }

  private index(): FakeReply {
    return {
      status: 200,
      body: {
        name: 'Fake WP',
        namespaces: [
          'oembed/1.0',
          'wp/v2',
          ...(this.seoPlugin === 'yoast' ? ['yoast/v1'] : []),
          ...(this.seoPlugin === 'rankmath' ? ['rankmath/v1'] : []),
        ],
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
}
