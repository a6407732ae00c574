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
  url: string;
}

/** Fake DEV (Forem v1): api-key auth, DEV's article validation rules. */
export class FakeDevto extends FakeServer {
  apiKey = 'dev-key-1234567890';
  readonly articles: DevArticle[] = [];

  constructor() {
    super((req) => {
      const p = req.url.pathname;
      if (p === '/api/users/me' && req.method === 'GET') return { op: 'me', handler: () => this.me(req) };
      if (p === '/api/articles' && req.method === 'POST') return { op: 'create', handler: () => this.create(req) };
      if (p === '/api/articles/me/all' && req.method === 'GET') return { op: 'find', handler: () => this.list(req) };
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
    return (
      this.authed(req) ?? {
        status: 200,
        body: this.articles.map((a) => ({
          id: a.id,
          title: a.title,
          url: a.url,
          canonical_url: a.canonical_url ?? null,
        })),
      }
    );
  }

  private create(req: FakeRequest): FakeReply {
    const denied = this.authed(req);
    if (denied) return denied;
    const article = (req.json as { article?: Record<string, unknown> } | undefined)?.article;
    if (!article || typeof article !== 'object') return unprocessable('article param must be a JSON object');
    const title = String(article.title ?? '');
    const body = String(article.body_markdown ?? '');
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
    if (this.articles.some((a) => a.title === title && a.body_markdown === body))
      problems.push('Body markdown has already been taken');
    const canonical = article.canonical_url ? String(article.canonical_url) : undefined;
    if (canonical && this.articles.some((a) => a.canonical_url === canonical))
      problems.push('Canonical url has already been taken');
    if (problems.length) return unprocessable(problems.join(' and '));
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
    };
    this.articles.push(created);
    return { status: 201, headers: { location: created.url }, body: { type_of: 'article', ...created } };
  }
}

const unprocessable = (error: string): FakeReply => ({ status: 422, body: { error, status: 422 } });
