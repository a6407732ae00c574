import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface HashnodePost {
  id: string;
  slug: string;
  url: string;
  title: string;
  contentMarkdown: string;
  tags: { slug: string; name?: string }[];
  coverImage?: string;
  originalArticleURL?: string;
  publicationId: string;
}

/**
 * Fake Hashnode GraphQL (gql-beta schema): one POST endpoint, HTTP 200
 * with `errors[].extensions.code` for failures, the Pro-plan FORBIDDEN refusal, and the retired
 * host's 301 to an HTML page.
 */
export class FakeHashnode extends FakeServer {
  token = 'hn-pat-abcdef123456';
  publication = { id: '65a000000000000000000001', title: 'Hash Blog', url: 'https://blog.example.dev' };
  /** false: publication-scoped calls answer FORBIDDEN (no Pro plan). */
  pro = true;
  /** true: behave like the retired gql.hashnode.com (301 to an HTML changelog). */
  retired = false;
  readonly posts: HashnodePost[] = [];

  constructor() {
    super((req) => {
      if (req.method !== 'POST') return undefined;
      const query = String((req.json as { query?: unknown } | undefined)?.query ?? '');
      const op = /publishPost/.test(query)
        ? 'create'
        : /publication\(/.test(query)
          ? 'find'
          : /\bme\b/.test(query)
            ? 'me'
            : 'other';
      return { op, handler: () => this.answer(op, req) };
    });
  }

  private answer(op: string, req: FakeRequest): FakeReply {
    if (this.retired)
      return {
        status: 301,
        headers: { location: 'https://hashnode.com/changelog' },
        raw: '<html><body>Moved</body></html>',
      };
    const auth = String(req.headers.authorization ?? '').replace(/^bearer\s+/i, '');
    if (auth !== this.token) return gqlError('UNAUTHENTICATED', 'Invalid or missing access token');
    const vars = ((req.json as { variables?: Record<string, unknown> }).variables ?? {}) as Record<string, unknown>;
    if (op === 'me') {
      return ok({ me: { id: 'u1', username: 'hashwriter', publications: { edges: [{ node: this.publication }] } } });
    }
    if (!this.pro) {
      return gqlError(
        'FORBIDDEN',
        'Publication does not have an active Pro plan. Upgrade in your dashboard to access this via the API.',
      );
    }
    if (op === 'find') {
      const post = this.posts.find((p) => p.publicationId === vars.id && p.slug === vars.slug);
      return ok({ publication: { post: post ? { id: post.id, url: post.url } : null } });
    }
    if (op === 'create') return this.publish(vars.input as Record<string, unknown> | undefined);
    return gqlError('BAD_USER_INPUT', 'Unknown operation');
  }

  private publish(input: Record<string, unknown> | undefined): FakeReply {
    if (!input?.title || !input.contentMarkdown || !input.publicationId) {
      return gqlError('BAD_USER_INPUT', 'title, contentMarkdown and publicationId are required');
    }
    if (input.publicationId !== this.publication.id) return gqlError('NOT_FOUND', 'Publication not found');
    const tags = (input.tags as { slug: string; name?: string }[] | undefined) ?? [];
    if (tags.length > 15) return gqlError('BAD_USER_INPUT', 'A post can have at most 15 tags');
    if (tags.some((t) => !/^[a-z0-9-]+$/.test(t.slug))) return gqlError('BAD_USER_INPUT', 'Invalid tag slug');
    let slug = String(input.slug ?? input.title).toLowerCase();
    for (let n = 1; this.posts.some((p) => p.slug === slug); n++) slug = `${String(input.slug)}-${n}`;
    const post: HashnodePost = {
      id: `p${this.posts.length + 1}`,
      slug,
      url: `${this.publication.url}/${slug}`,
      title: String(input.title),
      contentMarkdown: String(input.contentMarkdown),
      tags,
      publicationId: this.publication.id,
      ...(input.coverImage ? { coverImage: String(input.coverImage) } : {}),
      ...(input.originalArticleURL ? { originalArticleURL: String(input.originalArticleURL) } : {}),
    };
    this.posts.push(post);
    return ok({ publishPost: { post: { id: post.id, slug: post.slug, url: post.url, title: post.title } } });
  }
}

const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
const gqlError = (code: string, message: string): FakeReply => ({
  status: 200,
  body: { data: null, errors: [{ message, extensions: { code } }] },
});
