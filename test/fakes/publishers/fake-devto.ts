import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface DevArticle {
  id: number;
  title: string;
  body_markdown: string;
  tags: string[];
  main_image?: string;
  canonical_url?: string;
  description?: string;
  published: boolean;
  /** When it first went live (DEV keeps it through later edits). */
  published_at?: string;
  url: string;
}

/**
 * Fake DEV (Forem v1): api-key auth, DEV's article validation rules (4 tags, duplicate body refused,
 * canonical URL unique among published articles), `PUT /articles/{id}` (unpublish with
 * `published: false`), `/articles/me/all` paged (`per_page` ≤ 1000, default 30) and, when
 * `writeIntervalMs` is set, Rack::Attack's write throttle: 429 with Retry-After.
 */
export class FakeDevto extends FakeServer {
  apiKey = 'dev-key-1234567890';
  readonly articles: DevArticle[] = [];
  /** 0: no throttle; DEV's own is 1000 (1 write per second per key). */
  writeIntervalMs = 0;
  private lastWrite = 0;

  constructor() {
    super((req) => {
      const p = req.url.pathname;
      if (p === '/api/users/me' && req.method === 'GET') return { op: 'me', handler: () => this.me(req) };
      if (p === '/api/articles' && req.method === 'POST') return { op: 'create', handler: () => this.create(req) };
      if (p === '/api/articles/me/all' && req.method === 'GET') return { op: 'find', handler: () => this.list(req) };
      if (/^\/api\/articles\/\d+$/.test(p) && req.method === 'PUT')
        return { op: 'update', handler: () => this.update(req) };
      return undefined;
    });
  }

  override state() {
    return { articles: this.articles };
  }

  get apiUrl() {
    return `${this.url}/api`;
  }

  private authed(req: FakeRequest): FakeReply | undefined {
    if (req.headers['api-key'] !== this.apiKey) return { status: 401, body: { error: 'unauthorized', status: 401 } };
    return undefined;
  }

  private me(req: FakeRequest): FakeReply {
    return (
      this.authed(req) ?? { status: 200, body: { type_of: 'user', id: 42, username: 'devwriter', name: 'Dev Writer' } }
    );
  }

  private list(req: FakeRequest): FakeReply {
    const perPage = Math.min(Number(req.url.searchParams.get('per_page') ?? 30) || 30, 1000);
    const page = Math.max(Number(req.url.searchParams.get('page') ?? 1) || 1, 1);
    // Newest first, as DEV lists them.
    const newest = [...this.articles].reverse().slice((page - 1) * perPage, page * perPage);
    return (
      this.authed(req) ?? {
        status: 200,
        body: newest.map((a) => ({
          id: a.id,
          title: a.title,
          url: a.url,
          published: a.published,
          description: a.description ?? '',
          canonical_url: a.canonical_url ?? null,
          // DEV's own-articles list carries these too: the e2e specs read what was stored.
          tag_list: a.tags,
          body_markdown: a.body_markdown,
        })),
      }
    );
  }

  /** Rack::Attack: one write per second per key; the app limiter's body and Retry-After. */
  private throttled(): FakeReply | undefined {
    const now = Date.now();
    if (this.writeIntervalMs > 0 && now - this.lastWrite < this.writeIntervalMs) {
      const wait = Math.ceil((this.writeIntervalMs - (now - this.lastWrite)) / 1000);
      return {
        status: 429,
        headers: { 'retry-after': String(wait) },
        body: { error: `Rate limit reached, try again in ${wait} seconds`, status: 429 },
      };
    }
    this.lastWrite = now;
    return undefined;
  }

  private update(req: FakeRequest): FakeReply {
    const denied = this.authed(req) ?? this.throttled();
    if (denied) return denied;
    const id = Number(req.url.pathname.split('/').pop());
    const existing = this.articles.find((a) => a.id === id);
    if (!existing) return { status: 404, body: { error: 'not found', status: 404 } };
    const article = (req.json as { article?: Record<string, unknown> } | undefined)?.article;
    if (!article || typeof article !== 'object') return unprocessable('article param must be a JSON object');
    const problems = this.problems(article, existing);
    if (problems.length) return unprocessable(problems.join(' and '));
    Object.assign(existing, this.fieldsOf(article, existing));
    if (existing.published) existing.published_at ??= new Date().toISOString();
    return { status: 200, body: { type_of: 'article', ...existing } };
  }

  private fieldsOf(article: Record<string, unknown>, was?: DevArticle): Partial<DevArticle> {
    const pick = <K extends keyof DevArticle>(key: K, map: (v: unknown) => DevArticle[K]) =>
      key in article ? { [key]: map(article[key]) } : {};
    return {
      ...pick('title', String),
      ...pick('body_markdown', String),
      ...pick('tags', (v) => (Array.isArray(v) ? v.map(String) : [])),
      ...pick('main_image', String),
      ...pick('canonical_url', String),
      ...pick('description', String),
      ...('published' in article ? { published: article.published === true } : was ? {} : { published: false }),
    };
  }

  private problems(article: Record<string, unknown>, was?: DevArticle): string[] {
    const title = String(article.title ?? was?.title ?? '');
    const body = String(article.body_markdown ?? was?.body_markdown ?? '');
    const tags = Array.isArray(article.tags) ? article.tags.map(String) : [];
    const problems: string[] = [];
    if (!title) problems.push("Title can't be blank");
    if (title.length > 128) problems.push('Title is too long (maximum is 128 characters)');
    if (tags.length > 4) problems.push('Tag list exceed the maximum of 4 tags');
    for (const t of tags) {
      if (!/^[\p{L}\p{N}]+$/u.test(t))
        problems.push(`Tag "${t}" contains non-alphanumeric or prohibited unicode characters`);
      if (t.length > 30) problems.push(`Tag "${t}" is too long (maximum is 30 characters)`);
    }
    const others = this.articles.filter((a) => a !== was);
    if (others.some((a) => a.title === title && a.body_markdown === body))
      problems.push('Body markdown has already been taken');
    const canonical = article.canonical_url ? String(article.canonical_url) : undefined;
    if (canonical && others.some((a) => a.published && a.canonical_url === canonical))
      problems.push('Canonical url has already been taken');
    return problems;
  }

  private create(req: FakeRequest): FakeReply {
    const denied = this.authed(req) ?? this.throttled();
    if (denied) return denied;
    const article = (req.json as { article?: Record<string, unknown> } | undefined)?.article;
    if (!article || typeof article !== 'object') return unprocessable('article param must be a JSON object');
    const problems = this.problems(article);
    if (problems.length) return unprocessable(problems.join(' and '));
    const title = String(article.title ?? '');
    const body = String(article.body_markdown ?? '');
    const tags = Array.isArray(article.tags) ? article.tags.map(String) : [];
    const canonical = article.canonical_url ? String(article.canonical_url) : undefined;
    const id = 1000 + this.articles.length;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const created: DevArticle = {
      id,
      title,
      body_markdown: body,
      tags,
      published: article.published === true,
      url: `https://dev.to/devwriter/${slug}-${id}`,
      ...(article.main_image ? { main_image: String(article.main_image) } : {}),
      ...(canonical ? { canonical_url: canonical } : {}),
      ...(article.description ? { description: String(article.description) } : {}),
      ...(article.published === true ? { published_at: new Date().toISOString() } : {}),
    };
    this.articles.push(created);
    return { status: 201, headers: { location: created.url }, body: { type_of: 'article', ...created } };
  }
}

const unprocessable = (error: string): FakeReply => ({ status: 422, body: { error, status: 422 } });
