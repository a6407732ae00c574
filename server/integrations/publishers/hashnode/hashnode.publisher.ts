import type { z } from 'zod';
import { hashnodePlatform } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
import { hashnodeTags, htmlToMarkdown } from '../content';
import { hashnodeContentImage } from './hashnode-image';
import { fieldReport, landed, notLanded, tagsVerdict } from '../landed-fields';
import {
  callPlatform,
  cannot,
  classifyStatus,
  clause,
  jsonHeaders,
  modeOf,
  parseBody,
  rejectedCredential,
} from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
  type RemotePost,
} from '../types';
import {
  CREATE_DRAFT,
  draftPayload,
  draftUrl,
  FIND_DRAFTS,
  findSchema,
  gqlErrorSchema,
  ME,
  meSchema,
  postPayload,
  PRO,
  proSchema,
  PUBLISH,
  POST_BY_ID,
  postByIdSchema,
  PUBLISH_DRAFT,
  REMOVE,
  removeSchema,
  UPDATE,
  UPDATE_DRAFT,
} from './hashnode.graphql';

const NAME = hashnodePlatform.displayName;
export const HASHNODE_PRO_MESSAGE =
  'Hashnode only accepts posts through its API for publications with an active Pro plan. Upgrade the publication to Pro in your Hashnode dashboard, or publish it there by hand.';
const MAX_PAGES = 20;

/** The publication domain as typed ("blog.example.com", "https://me.hashnode.dev/") → its host. */
function publicationHost(raw: string): string {
  const trimmed = raw.trim();
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).host.toLowerCase();
  } catch {
    return trimmed.toLowerCase();
  }
}

/**
 * What lands on Hashnode: title, slug, the SEO title and description (`metaTags`), the canonical URL
 * (`originalArticleURL`), up to 15 tags; its cover image has no alt text.
 */
export function hashnodeFields(input: PublishInput): StoredFields {
  return fieldReport(input, NAME, {
    title: landed(),
    slug: landed(),
    metaDescription: landed(),
    seoTitle: landed(),
    canonicalUrl: landed(),
    tags: tagsVerdict(input.tags.length, hashnodeTags(input.tags).length, `${NAME} takes at most 15`),
    featuredImageAlt: notLanded(`${NAME} has no alt text for the cover image`),
  });
}

/** Hashnode GraphQL at gql-beta.hashnode.com (the old host was retired on 2026-05-13). */
export function hashnodePublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const publicationId = creds.settings.publicationId;
  /** One GraphQL call; `allowed`: error codes handed back to the caller instead of thrown. */
  const gql = async (query: string, variables: Record<string, unknown>, write: boolean, allowed: string[] = []) => {
    const res = await callPlatform(ctx.http, NAME, ctx.urls.hashnode, {
      method: 'POST',
      headers: { ...jsonHeaders, authorization: `Bearer ${creds.secret}` },
      body: JSON.stringify({ query, variables }),
      timeoutMs: 30_000,
    });
    const first = gqlErrorSchema.safeParse(res.body).data?.errors[0];
    if (res.status !== 200 || res.body === undefined) {
      if (res.status === 200 || (res.status >= 300 && res.status < 400)) {
        throw new PublishError(
          write ? 'unknown_outcome' : 'permanent',
          `${NAME} answered with a web page instead of API data (HTTP ${res.status}); its API address may have moved.`,
        );
      }
      throw classifyStatus(NAME, res, first?.message, { write, credential: 'access token' });
    }
    if (first && !allowed.includes(first.extensions?.code ?? '')) {
      const code = first.extensions?.code;
      if (code === 'UNAUTHENTICATED') throw rejectedCredential(NAME, 'access token');
      if (code === 'FORBIDDEN') {
        throw new PublishError(
          'forbidden',
          /pro plan/i.test(first.message)
            ? HASHNODE_PRO_MESSAGE
            : `${NAME} refused the request: ${clause(first.message)}.`,
        );
      }
      if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED')
        throw new PublishError('invalid_content', `${NAME} refused the post: ${clause(first.message)}.`);
      if (code === 'NOT_FOUND') throw new PublishError('permanent', `${NAME}: ${clause(first.message)}.`);
      throw new PublishError(
        write ? 'unknown_outcome' : 'transient',
        `${NAME} had an internal error: ${clause(first.message)}.`,
      );
    }
    return res;
  };

  /** The post (by slug), else a draft of ours (same slug or title), paging through the drafts. */
  const findExisting = async (input: PublishInput): Promise<RemotePost | null> => {
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await gql(FIND_DRAFTS, { id: publicationId, slug: input.seo.slug, after }, false);
      const publication = parseBody(NAME, findSchema, res, false).data.publication;
      if (publication?.post) return { id: publication.post.id, url: publication.post.url, status: 'published' };
      const drafts = publication?.drafts;
      const draft = drafts?.edges.map((e) => e.node).find((d) => d.slug === input.seo.slug || d.title === input.title);
      if (draft) return { id: draft.id, url: draftUrl(draft.id), status: 'draft' };
      if (!drafts?.pageInfo.hasNextPage || !drafts.pageInfo.endCursor) return null;
      after = drafts.pageInfo.endCursor;
    }
    return null;
  };

  /** PublishPostInput / UpdatePostInput / draft inputs: the SEO title and description go to `metaTags` only. */
  const fields = (input: PublishInput) => {
    if (input.publishAt && input.publishAt.getTime() > Date.now()) throw cannot(NAME, 'hold a post until a date');
    const tags = hashnodeTags(input.tags);
    const { seo } = input;
    const metaTags = {
      ...(seo.title ? { title: seo.title.slice(0, 70) } : {}),
      ...(seo.description ? { description: seo.description.slice(0, 160) } : {}),
    };
    return {
      title: input.title,
      contentMarkdown: htmlToMarkdown(input.html),
      slug: seo.slug,
      ...(tags.length ? { tags } : {}),
      ...(Object.keys(metaTags).length ? { metaTags } : {}),
      ...(input.featuredImage?.url ? { coverImageOptions: { coverImageURL: input.featuredImage.url } } : {}),
      ...(input.canonicalUrl ? { originalArticleURL: input.canonicalUrl } : {}),
    };
  };

  const post = async (query: string, field: 'publishPost' | 'updatePost' | 'publishDraft', input: object) => {
    const res = await gql(query, { input }, true);
    const answer = parseBody(NAME, postPayload(field), res, true).data[field];
    if (!answer) throw new PublishError('unknown_outcome', `${NAME} answered without the post.`);
    return { id: answer.post.id, url: answer.post.url, status: 'published' } satisfies RemotePost;
  };
  const draft = async (query: string, field: 'createDraft' | 'updateDraft', input: object) => {
    const res = await gql(query, { input }, true);
    const answer = parseBody(NAME, draftPayload(field), res, true).data[field];
    if (!answer) throw new PublishError('unknown_outcome', `${NAME} answered without the draft.`);
    return { id: answer.draft.id, url: draftUrl(answer.draft.id), status: 'draft' } satisfies RemotePost;
  };

  /** Whether an id is a post's (a withdrawn, delisted one included) rather than a draft's. */
  const isPost = async (id: string) =>
    parseBody(NAME, postByIdSchema, await gql(POST_BY_ID, { id }, false), false).data.post !== null;

  return {
    capabilities: hashnodePlatform.capabilities,

    preview(input) {
      const post = fields(input);
      return {
        title: post.title,
        tags: post.tags?.map((t) => t.name) ?? [],
        excerpt: post.metaTags?.description ?? null,
        canonicalUrl: post.originalArticleURL ?? null,
        format: 'markdown',
        body: post.contentMarkdown,
      };
    },

    async validate() {
      const host = publicationHost(creds.profileUrl ?? '');
      const seen: { id: string; url: string }[] = [];
      let me: z.infer<typeof meSchema>['data']['me'] | undefined;
      let after: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const res = await gql(ME, { after }, false).catch((err: unknown) => {
          if (err instanceof PublishError && err.kind === 'auth_expired')
            throw new PublishError(
              'auth_expired',
              'Hashnode did not accept this access token. Create a personal access token in Hashnode → Settings → Developer.',
            );
          throw err;
        });
        me = parseBody(NAME, meSchema, res, false).data.me;
        seen.push(...me.publications.edges.map((e) => e.node));
        const info: { hasNextPage: boolean; endCursor?: string | null } = me.publications.pageInfo;
        if (seen.some((p) => publicationHost(p.url) === host) || !info.hasNextPage || !info.endCursor) break;
        after = info.endCursor;
      }
      const match = seen.find((p) => publicationHost(p.url) === host);
      if (!me || !match) {
        const known = seen.map((p) => publicationHost(p.url)).join(', ') || 'none';
        throw new PublishError(
          'permanent',
          `The Hashnode account @${me?.username ?? ''} has no publication at "${host}". Its publications: ${known}.`,
        );
      }
      // Every write needs Pro; this Pro-gated read finds out now rather than at the first publish.
      parseBody(NAME, proSchema, await gql(PRO, { id: match.id }, false), false);
      return {
        username: me.username,
        profileUrl: match.url,
        settings: { publicationId: match.id, publicationHost: host },
      };
    },

    async publish(input) {
      const mode = modeOf(NAME, input);
      const saved =
        mode === 'draft'
          ? await draft(CREATE_DRAFT, 'createDraft', { publicationId, ...fields(input) })
          : await post(PUBLISH, 'publishPost', { publicationId, ...fields(input) });
      return { ...saved, fields: hashnodeFields(input) };
    },

    findExisting,

    uploadImage: (image) => hashnodeContentImage(ctx, gql, image),

    /**
     * A draft is updated, then published when asked (Hashnode then gives the post its own id). A post
     * an earlier Inkgram withdrew by delisting it (the ledger says draft, but the id is a post's) is
     * updated in place and listed again: same id, same URL. A removed post is never here: the ledger
     * forgets it (capability `withdrawRemoves`), so publishing again makes a new post.
     */
    async update(remote, input) {
      const mode = modeOf(NAME, input);
      const landed = { fields: hashnodeFields(input) };
      if (remote.status === 'draft' && !(await isPost(remote.id))) {
        const updated = await draft(UPDATE_DRAFT, 'updateDraft', { draftId: remote.id, ...fields(input) });
        const saved = mode === 'publish' ? await post(PUBLISH_DRAFT, 'publishDraft', { draftId: updated.id }) : updated;
        return { ...saved, ...landed };
      }
      const listed = mode === 'publish';
      const updated = await post(UPDATE, 'updatePost', { id: remote.id, ...fields(input), isDelisted: !listed });
      return listed ? { ...updated, ...landed } : { ...updated, ...landed, status: 'draft' };
    },

    /**
     * Removes the post (removePost: its link stops working; delisting would only hide it from feeds).
     * NOT_FOUND means it is gone already (an earlier attempt whose answer was lost, or removed on
     * Hashnode): the withdrawal holds.
     */
    async withdraw(remote) {
      if (remote.status === 'draft') return;
      const res = await gql(REMOVE, { input: { id: remote.id } }, true, ['NOT_FOUND']);
      if (gqlErrorSchema.safeParse(res.body).success) return;
      parseBody(NAME, removeSchema, res, true);
    },
  };
}
