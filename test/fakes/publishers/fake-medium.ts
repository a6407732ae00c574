import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

export interface MediumPost {
  id: string;
  title: string;
  content: string;
  contentFormat: string;
  tags: string[];
  canonicalUrl?: string;
  publishStatus: 'public' | 'draft' | 'unlisted';
  url: string;
}

/**
 * Fake Medium v1: `{data}` envelope, `{errors:[{message,code}]}`, 10 posts a day, `publishStatus`
 * public (the default), draft or unlisted. Like Medium, it has no way to list, change or delete
 * one's posts: those paths are 404.
 */
export class FakeMedium extends FakeServer {
  token = 'medium-integration-token-9f9f';
  /** true: every token is refused (the deprecated path). */
  tokensDisabled = false;
  readonly posts: MediumPost[] = [];

  constructor() {
    super((req) => {
      const p = req.url.pathname;
      if (p === '/v1/me' && req.method === 'GET') return { op: 'me', handler: () => this.me(req) };
      if (/^\/v1\/users\/[^/]+\/posts$/.test(p) && req.method === 'POST')
        return { op: 'create', handler: () => this.create(req) };
      return undefined;
    });
  }

  get apiUrl() {
    return `${this.url}/v1`;
  }

  private denied(req: FakeRequest): FakeReply | undefined {
    if (!this.tokensDisabled && req.headers.authorization === `Bearer ${this.token}`) return undefined;
    return { status: 401, body: { errors: [{ message: 'Token was invalid.', code: 6003 }] } };
  }

  private me(req: FakeRequest): FakeReply {
    return (
      this.denied(req) ?? {
        status: 200,
        body: {
          data: {
            id: 'author-1',
            username: 'mediumwriter',
            name: 'Medium Writer',
            url: 'https://medium.com/@mediumwriter',
          },
        },
      }
    );
  }

  private create(req: FakeRequest): FakeReply {
    const denied = this.denied(req);
    if (denied) return denied;
    if (!req.url.pathname.includes('/users/author-1/'))
      return { status: 403, body: { errors: [{ message: 'Cannot publish on behalf of another user.', code: 6027 }] } };
    const b = (req.json ?? {}) as Record<string, unknown>;
    if (!b.title || !b.content || !['html', 'markdown'].includes(String(b.contentFormat))) {
      return {
        status: 400,
        body: { errors: [{ message: 'title, contentFormat and content are required.', code: 6000 }] },
      };
    }
    const publishStatus = String(b.publishStatus ?? 'public');
    if (publishStatus !== 'public' && publishStatus !== 'draft' && publishStatus !== 'unlisted') {
      return {
        status: 400,
        body: { errors: [{ message: 'publishStatus must be one of public, draft, unlisted.', code: 6000 }] },
      };
    }
    if (this.posts.length >= 10)
      return {
        status: 403,
        body: { errors: [{ message: 'User has reached the rate limit for publishing today.', code: 6030 }] },
      };
    const tags = ((b.tags as string[] | undefined) ?? []).filter((t) => t.length <= 25).slice(0, 3);
    const id = `m${this.posts.length + 1}`;
    const post: MediumPost = {
      id,
      title: String(b.title),
      content: String(b.content),
      contentFormat: String(b.contentFormat),
      tags,
      url: `https://medium.com/@mediumwriter/${id}`,
      publishStatus,
      ...(b.canonicalUrl ? { canonicalUrl: String(b.canonicalUrl) } : {}),
    };
    this.posts.push(post);
    return {
      status: 201,
      body: { data: { ...post, authorId: 'author-1' } },
    };
  }
}
