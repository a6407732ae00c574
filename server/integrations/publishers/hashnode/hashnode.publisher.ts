import { z } from 'zod';
import { hashnodePlatform } from '@common/platforms';
import { hashnodeTags, htmlToMarkdown } from '../content';
import { callPlatform, classifyStatus, jsonHeaders, parseBody } from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
} from '../types';

const NAME = hashnodePlatform.displayName;
const RECONNECT = 'Reconnect Hashnode with a new personal access token (Settings → Developer).';
export const HASHNODE_PRO_MESSAGE =
  'Hashnode only accepts posts through its API for publications with an active Pro plan. Upgrade the publication to Pro in your Hashnode dashboard, or publish it there by hand.';

/** @link https://github.com/Hashnode/gql-skill — GraphQL answers HTTP 200 with `errors[].extensions.code`. */
const gqlErrorSchema = z.object({
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() })),
});
const meSchema = z.object({
  data: z.object({
    me: z.object({
      id: z.string(),
      username: z.string(),
      publications: z.object({
        edges: z.array(z.object({ node: z.object({ id: z.string(), title: z.string(), url: z.string() }) })),
      }),
    }),
  }),
});
const publishSchema = z.object({
  data: z.object({ publishPost: z.object({ post: z.object({ id: z.string(), url: z.string(), slug: z.string() }) }) }),
});
const findSchema = z.object({
  data: z.object({
    publication: z.object({ post: z.object({ id: z.string(), url: z.string() }).nullable() }).nullable(),
  }),
});

const ME = `query Me { me { id username publications(first: 20) { edges { node { id title url } } } } }`;
const PUBLISH = `mutation PublishPost($input: PublishPostInput!) { publishPost(input: $input) { post { id slug url } } }`;
const FIND = `query FindPost($id: ObjectId!, $slug: String!) { publication(id: $id) { post(slug: $slug) { id url } } }`;

/** The publication domain as typed ("blog.example.com", "https://me.hashnode.dev/") → its host. */
function publicationHost(raw: string): string {
  const trimmed = raw.trim();
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).host.toLowerCase();
  } catch {
    return trimmed.toLowerCase();
  }
}

/** Hashnode GraphQL at gql-beta.hashnode.com (the old host was retired on 2026-05-13). */
export function hashnodePublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const gql = async (query: string, variables: Record<string, unknown>, write: boolean) => {
    const res = await callPlatform(ctx.http, NAME, ctx.urls.hashnode, {
      method: 'POST',
      headers: { ...jsonHeaders, authorization: `Bearer ${creds.secret}` },
      body: JSON.stringify({ query, variables }),
      timeoutMs: 30_000,
    });
    if (res.status !== 200 || res.body === undefined) {
      if (res.status === 200 || (res.status >= 300 && res.status < 400)) {
        throw new PublishError(
          write ? 'unknown_outcome' : 'permanent',
          `${NAME} answered with a web page instead of API data (HTTP ${res.status}); its API address may have moved.`,
        );
      }
      throw classifyStatus(NAME, res, undefined, { write, reconnectHint: RECONNECT });
    }
    const errors = gqlErrorSchema.safeParse(res.body).data?.errors;
    const first = errors?.[0];
    if (first) {
      const code = first.extensions?.code;
      if (code === 'UNAUTHENTICATED')
        throw new PublishError('auth_expired', `${NAME} rejected the access token: ${first.message}. ${RECONNECT}`);
      if (code === 'FORBIDDEN') {
        throw new PublishError(
          'forbidden',
          /pro plan/i.test(first.message) ? HASHNODE_PRO_MESSAGE : `${NAME} refused the request: ${first.message}`,
        );
      }
      if (code === 'BAD_USER_INPUT')
        throw new PublishError('invalid_content', `${NAME} refused the post: ${first.message}`);
      if (code === 'NOT_FOUND') throw new PublishError('permanent', `${NAME}: ${first.message}`);
      throw new PublishError(
        write ? 'unknown_outcome' : 'transient',
        `${NAME} had an internal error: ${first.message}`,
      );
    }
    return res;
  };

  const findExisting = async (input: PublishInput) => {
    const res = await gql(FIND, { id: creds.settings.publicationId, slug: input.slug }, false);
    const post = parseBody(NAME, findSchema, res, false).data.publication?.post;
    return post ? { id: post.id, url: post.url } : null;
  };

  return {
    capabilities: hashnodePlatform.capabilities,

    async validate() {
      const res = await gql(ME, {}, false);
      const me = parseBody(NAME, meSchema, res, false).data.me;
      const host = publicationHost(creds.profileUrl ?? '');
      const publications = me.publications.edges.map((e) => e.node);
      const match = publications.find((p) => publicationHost(p.url) === host);
      if (!match) {
        const known = publications.map((p) => publicationHost(p.url)).join(', ') || 'none';
        throw new PublishError(
          'permanent',
          `The Hashnode account @${me.username} has no publication at "${host}". Its publications: ${known}.`,
        );
      }
      return {
        username: me.username,
        profileUrl: match.url,
        settings: { publicationId: match.id, publicationHost: host },
      };
    },

    async publish(input) {
      const tags = hashnodeTags(input.tags);
      const variables = {
        input: {
          publicationId: creds.settings.publicationId,
          title: input.title,
          contentMarkdown: htmlToMarkdown(input.html),
          slug: input.slug,
          ...(tags.length ? { tags } : {}),
          ...(input.excerpt ? { subtitle: input.excerpt.slice(0, 250), metaDescription: input.excerpt } : {}),
          ...(input.featuredImage?.url ? { coverImage: input.featuredImage.url } : {}),
          ...(input.canonicalUrl ? { originalArticleURL: input.canonicalUrl } : {}),
        },
      };
      const res = await gql(PUBLISH, variables, true);
      const post = parseBody(NAME, publishSchema, res, true).data.publishPost.post;
      return { id: post.id, url: post.url };
    },

    findExisting,
  };
}
