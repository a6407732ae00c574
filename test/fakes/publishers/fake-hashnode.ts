import { INPUT_FIELDS, MUTATIONS, type HashnodePost } from './fake-hashnode-schema';
import { HashnodeImages } from './fake-hashnode-images';
import { FakeServer, type FakeRequest, type FakeReply } from './fake-server';

/**
 * Fake Hashnode GraphQL (gql-beta schema): one POST endpoint, HTTP 200 with `errors[].extensions.code`
 * for failures, 400 for an input field the schema does not declare, the Pro-plan FORBIDDEN refusal
 * on every publication-scoped read and every write, `me.publications` paged (50 a page), drafts
 * (createDraft, updateDraft by `draftId`, publishDraft: the post gets its own id; deleteDraft),
 * updatePost (with `isDelisted`: hidden from feeds, link still open), removePost (a soft delete:
 * the author only, NOT_FOUND the second time; the removed post leaves listings and frees its slug,
 * yet `post(id:)` still answers it), a validation error for a mutation the schema does not have,
 * and the retired host's 301 to an HTML page.
 */
export class FakeHashnode extends FakeServer {
  token = 'hn-pat-abcdef123456';
  publication = { id: '65a000000000000000000001', title: 'Hash Blog', url: 'https://blog.example.dev' };
  /** Publications listed before ours in `me.publications` (tests of paging). */
  otherPublications: { id: string; title: string; url: string }[] = [];
  /** false: publication-scoped calls answer FORBIDDEN (no Pro plan). */
  pro = true;
  /** true: behave like the retired gql.hashnode.com (301 to an HTML changelog). */
  retired = false;
  readonly posts: HashnodePost[] = [];
  /** Images uploaded through createImageUploadURL + PUT + confirmImageUpload. */
  readonly images = new HashnodeImages(() => this.url);
  private nextId = 1;

  constructor() {
    super((req) => {
      if (req.method === 'PUT' && req.url.pathname.startsWith('/__uploads/'))
        return { op: 'image-put', handler: () => this.images.put(req) };
      if (req.method !== 'POST') return undefined;
      const query = String((req.json as { query?: unknown } | undefined)?.query ?? '');
      const mutation = Object.keys(MUTATIONS).find((m) => new RegExp(`\\b${m}\\(`).test(query));
      const op =
        mutation === 'publishPost'
          ? 'create'
          : (mutation ??
            (/^\s*mutation\b/.test(query)
              ? 'unknown-mutation'
              : /publication\(/.test(query)
                ? /post\(/.test(query)
                  ? 'find'
                  : 'pro'
                : /\bpost\(id:/.test(query)
                  ? 'post'
                  : /\bme\b/.test(query)
                    ? 'me'
                    : 'other'));
      return { op, handler: () => this.answer(op, mutation, req) };
    });
  }

  override state() {
    return { posts: this.posts };
  }

  /** Posts listed on the publication (a delisted post is still reachable by its URL). */
  get publicPosts() {
    return this.posts.filter((p) => p.published && !p.isDelisted && !p.removed);
  }

  /** Posts whose URL opens them: delisted ones too, removed ones not. */
  get reachablePosts() {
    return this.posts.filter((p) => p.published && !p.removed);
  }

  private answer(op: string, mutation: string | undefined, req: FakeRequest): FakeReply {
    if (this.retired)
      return {
        status: 301,
        headers: { location: 'https://hashnode.com/changelog' },
        raw: '<html><body>Moved</body></html>',
      };
    const auth = String(req.headers.authorization ?? '').replace(/^bearer\s+/i, '');
    if (auth !== this.token) return gqlError('UNAUTHENTICATED', 'Invalid access token.');
    const vars = ((req.json as { variables?: Record<string, unknown> }).variables ?? {}) as Record<string, unknown>;
    if (op === 'unknown-mutation') {
      const query = String((req.json as { query?: unknown }).query);
      const field = /\{\s*(\w+)\s*\(/.exec(query)?.[1] ?? '';
      return {
        status: 400,
        body: {
          errors: [
            {
              message: `Cannot query field "${field}" on type "Mutation".`,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            },
          ],
        },
      };
    }
    if (op === 'me') return this.me(vars.after);
    if (op === 'post') {
      const p = this.posts.find((x) => x.published && x.id === vars.id);
      return ok({ post: p ? view(p) : null });
    }
    if (!this.pro) {
      return gqlError(
        'FORBIDDEN',
        'Publication does not have an active Pro plan. Upgrade in your dashboard to access this via the API.',
      );
    }
    if (op === 'pro') return ok({ publication: vars.id === this.publication.id ? { id: this.publication.id } : null });
    if (op === 'find') return this.find(vars);
    if (!mutation) return gqlError('BAD_USER_INPUT', 'Unknown operation');
    const input = (vars.input ?? {}) as Record<string, unknown>;
    const type = MUTATIONS[mutation] ?? '';
    const unknown = Object.keys(input).find((k) => !(INPUT_FIELDS[type] ?? []).includes(k));
    if (unknown) {
      return {
        status: 400,
        body: {
          errors: [
            {
              message: `Variable "$input" got invalid value; Field "${unknown}" is not defined by type "${type}".`,
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      };
    }
    return this.mutate(mutation, input);
  }

  private me(after: unknown): FakeReply {
    const all = [...this.otherPublications, this.publication];
    const start = typeof after === 'string' ? Number(after) : 0;
    const page = all.slice(start, start + 50);
    const end = start + page.length;
    return ok({
      me: {
        id: 'u1',
        username: 'hashwriter',
        publications: {
          edges: page.map((node) => ({ node })),
          pageInfo: { hasNextPage: end < all.length, endCursor: end < all.length ? String(end) : null },
        },
      },
    });
  }

  private find(vars: Record<string, unknown>): FakeReply {
    if (vars.id !== this.publication.id) return ok({ publication: null });
    const post = this.posts.find((p) => p.published && !p.removed && p.slug === vars.slug);
    const drafts = this.posts.filter((p) => !p.published);
    const start = typeof vars.after === 'string' ? Number(vars.after) : 0;
    const page = drafts.slice(start, start + 50);
    const end = start + page.length;
    return ok({
      publication: {
        post: post ? { id: post.id, slug: post.slug, url: post.url } : null,
        drafts: {
          edges: page.map((d) => ({ node: { id: d.id, slug: d.slug, title: d.title } })),
          pageInfo: { hasNextPage: end < drafts.length, endCursor: end < drafts.length ? String(end) : null },
        },
      },
    });
  }

  private mutate(mutation: string, input: Record<string, unknown>): FakeReply {
    const byId = (id: unknown, published: boolean) =>
      this.posts.find((p) => p.id === id && p.published === published && !p.removed);
    switch (mutation) {
      case 'publishPost':
      case 'createDraft': {
        const made = this.create(input, mutation === 'publishPost');
        if ('status' in made) return made;
        return mutation === 'publishPost'
          ? ok({ publishPost: { post: view(made) } })
          : ok({ createDraft: { draft: view(made) } });
      }
      case 'updatePost':
      case 'updateDraft': {
        const target = byId(mutation === 'updatePost' ? input.id : input.draftId, mutation === 'updatePost');
        if (!target) return gqlError('NOT_FOUND', mutation === 'updatePost' ? 'Post not found' : 'Draft not found');
        const invalid = this.invalid(input, true);
        if (invalid) return invalid;
        this.apply(target, input);
        return mutation === 'updatePost'
          ? ok({ updatePost: { post: view(target) } })
          : ok({ updateDraft: { draft: view(target) } });
      }
      case 'publishDraft': {
        const d = byId(input.draftId, false);
        if (!d) return gqlError('NOT_FOUND', 'Draft not found');
        this.posts.splice(this.posts.indexOf(d), 1);
        const made = this.create(
          {
            ...d,
            publicationId: d.publicationId,
            coverImageOptions: d.coverImage ? { coverImageURL: d.coverImage } : undefined,
          },
          true,
        );
        if ('status' in made) return made;
        return ok({ publishDraft: { post: view(made) } });
      }
      case 'removePost': {
        const target = byId(input.id, true);
        if (!target) return gqlError('NOT_FOUND', 'Post not found');
        if ((target.authorId ?? 'u1') !== 'u1')
          return gqlError('FORBIDDEN', 'Only the author or a publication admin can remove this post');
        target.removed = true;
        return ok({ removePost: { post: { id: target.id, title: target.title, slug: target.slug } } });
      }
      case 'createImageUploadURL':
      case 'confirmImageUpload': {
        const data = mutation === 'confirmImageUpload' ? this.images.confirm(input) : this.images.createUrl(input);
        return Array.isArray(data) ? gqlError(String(data[0]), String(data[1])) : ok(data);
      }
      case 'deleteDraft': {
        const d = byId(input.draftId, false);
        if (!d) return gqlError('NOT_FOUND', 'Draft not found');
        this.posts.splice(this.posts.indexOf(d), 1);
        return ok({ deleteDraft: { draft: view(d) } });
      }
    }
    return gqlError('BAD_USER_INPUT', 'Unknown operation');
  }

  private invalid(input: Record<string, unknown>, partial: boolean): FakeReply | undefined {
    if (!partial && (!input.title || !input.contentMarkdown || !input.publicationId))
      return gqlError('BAD_USER_INPUT', 'title, contentMarkdown and publicationId are required');
    if (input.publicationId !== undefined && input.publicationId !== this.publication.id)
      return gqlError('NOT_FOUND', 'Publication not found');
    const tags = (input.tags as { slug: string; name?: string }[] | undefined) ?? [];
    if (tags.length > 15) return gqlError('BAD_USER_INPUT', 'A post can have at most 15 tags');
    if (tags.some((t) => !/^[a-z0-9-]+$/.test(t.slug))) return gqlError('BAD_USER_INPUT', 'Invalid tag slug');
    return undefined;
  }

  private create(input: Record<string, unknown>, published: boolean): HashnodePost | FakeReply {
    const invalid = this.invalid(input, false);
    if (invalid) return invalid;
    const base = String(input.slug ?? input.title).toLowerCase();
    let slug = base;
    for (let n = 1; this.posts.some((p) => p.published && !p.removed && p.slug === slug); n++) slug = `${base}-${n}`;
    const post: HashnodePost = {
      id: `${published ? 'p' : 'd'}${this.nextId++}`,
      slug,
      url: '',
      title: '',
      contentMarkdown: '',
      tags: [],
      publicationId: this.publication.id,
      published,
    };
    this.apply(post, { ...input, slug });
    this.posts.push(post);
    return post;
  }

  private apply(post: HashnodePost, input: Record<string, unknown>) {
    if (input.title !== undefined) post.title = String(input.title);
    if (input.contentMarkdown !== undefined) post.contentMarkdown = String(input.contentMarkdown);
    if (input.tags !== undefined) post.tags = input.tags as HashnodePost['tags'];
    if (input.subtitle !== undefined) post.subtitle = String(input.subtitle);
    if (input.originalArticleURL !== undefined) post.originalArticleURL = String(input.originalArticleURL);
    if (input.metaTags !== undefined) post.metaTags = input.metaTags as HashnodePost['metaTags'];
    if (typeof input.isDelisted === 'boolean') post.isDelisted = input.isDelisted;
    const cover = (input.coverImageOptions as { coverImageURL?: string } | undefined)?.coverImageURL;
    if (cover !== undefined) post.coverImage = cover;
    const taken = (slug: string) => this.posts.some((p) => p !== post && p.published && !p.removed && p.slug === slug);
    if (typeof input.slug === 'string' && !taken(input.slug)) post.slug = input.slug;
    post.url = post.published ? `${this.publication.url}/${post.slug}` : '';
  }
}

const view = (p: HashnodePost) => ({ id: p.id, slug: p.slug, url: p.url, title: p.title });
const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
const gqlError = (code: string, message: string): FakeReply => ({
  status: 200,
  body: { data: null, errors: [{ message, extensions: { code } }] },
});
