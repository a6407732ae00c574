import { z } from 'zod';
import { mediumPlatform } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
import { mediumHtml, mediumTags } from '../content';
import {
  callPlatform,
  cannot,
  classifyStatus,
  jsonHeaders,
  modeOf,
  parseBody,
  trimSlash,
  type JsonResponse,
} from '../request';
import { fieldReport, landed, notLanded, tagsVerdict } from '../landed-fields';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
} from '../types';

const NAME = mediumPlatform.displayName;
/** Reconnecting needs a new token, which Medium no longer issues. */
const NO_NEW_TOKENS =
  "no new ones are issued, so the connection cannot be renewed; use 'Copy to Medium' on the blog's public page instead";

/** @link https://github.com/Medium/medium-api-docs — `{data:{…}}` envelope, errors `{errors:[{message,code}]}`. */
const meSchema = z.object({ data: z.object({ id: z.string(), username: z.string(), url: z.string().optional() }) });
const postSchema = z.object({
  data: z.object({ id: z.string(), url: z.string(), publishStatus: z.string().optional() }),
});
const errorSchema = z.object({ errors: z.array(z.object({ message: z.string(), code: z.number().optional() })) });

/**
 * What lands on Medium: title, canonical URL, up to 3 tags, the alt text on the image that opens the
 * post (Medium has no cover field); its API has no slug, description or SEO title.
 */
export function mediumFields(input: PublishInput): StoredFields {
  return fieldReport(input, NAME, {
    title: landed(),
    slug: notLanded(`${NAME} makes the post's address from its title`),
    metaDescription: notLanded(`${NAME}'s API has no description field`),
    seoTitle: notLanded(`${NAME}'s API has no SEO title field`),
    canonicalUrl: landed(),
    tags: tagsVerdict(
      input.tags.length,
      mediumTags(input.tags).length,
      `${NAME} takes at most 3, of 25 characters or fewer`,
    ),
    featuredImageAlt: input.featuredImage?.url
      ? landed('on the image that opens the post')
      : notLanded(`the featured image has no public address for ${NAME}`),
  });
}

/** The post Medium is sent, but its `publishStatus` (the publisher's one builder: publish and preview). */
function postBody(input: PublishInput) {
  return {
    title: input.title.slice(0, 100),
    contentFormat: 'html',
    content: mediumHtml(input.title, input.html, input.featuredImage?.url ?? null, input.seo.imageAlt),
    tags: mediumTags(input.tags),
    ...(input.canonicalUrl ? { canonicalUrl: input.canonicalUrl } : {}),
  };
}

/**
 * Medium API v1 (unsupported and closed to new tokens since 2023; existing integration tokens still
 * work). It has no way to list one's own posts, so an unknown outcome can never be reconciled:
 * the worker does not retry a Medium post that may have been sent.
 */
export function mediumPublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const base = trimSlash(ctx.urls.medium);
  const headers = { ...jsonHeaders, authorization: `Bearer ${creds.secret}`, 'accept-charset': 'utf-8' };
  const fail = (res: JsonResponse, write: boolean) => {
    const message = errorSchema.safeParse(res.body).data?.errors[0]?.message;
    if (res.status === 400)
      return new PublishError('invalid_content', `Medium refused the post${message ? `: ${message}` : ''}.`);
    if (res.status === 403 && message && /rate limit/i.test(message)) {
      return new PublishError('rate_limited', `Medium: ${message}`, 60 * 60 * 1000);
    }
    return classifyStatus(NAME, res, message, { write, credential: 'integration token', reconnect: NO_NEW_TOKENS });
  };

  return {
    capabilities: mediumPlatform.capabilities,

    preview(input) {
      const body = postBody(input);
      return {
        title: body.title,
        tags: body.tags,
        excerpt: null,
        canonicalUrl: body.canonicalUrl ?? null,
        format: 'html',
        body: body.content,
      };
    },

    async validate() {
      const res = await callPlatform(ctx.http, NAME, `${base}/me`, { headers });
      if (res.status === 401) {
        throw new PublishError(
          'auth_expired',
          'Medium did not accept this integration token. Medium no longer issues new tokens, so only an existing, still valid token can be used.',
        );
      }
      if (res.status !== 200) throw fail(res, false);
      const me = parseBody(NAME, meSchema, res, false).data;
      return {
        username: me.username,
        profileUrl: me.url ?? `https://medium.com/@${me.username}`,
        settings: { authorId: me.id },
      };
    },

    async publish(input) {
      // A draft must stay a draft: Medium has no call that takes a public post down again.
      const publishStatus = modeOf(NAME, input) === 'draft' ? 'draft' : 'public';
      if (input.publishAt && input.publishAt.getTime() > Date.now()) throw cannot(NAME, 'hold a post until a date');
      const body = { ...postBody(input), publishStatus };
      const authorId = encodeURIComponent(creds.settings.authorId ?? '');
      const res = await callPlatform(ctx.http, NAME, `${base}/users/${authorId}/posts`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        timeoutMs: 30_000,
      });
      if (res.status !== 201 && res.status !== 200) throw fail(res, true);
      const post = parseBody(NAME, postSchema, res, true).data;
      return {
        id: post.id,
        url: post.url,
        status: post.publishStatus === 'draft' ? 'draft' : 'published',
        fields: mediumFields(input),
      };
    },

    async findExisting() {
      return null;
    },

    async update(remote) {
      if (remote.status === 'draft') {
        throw new PublishError('permanent', 'Medium cannot publish a draft through its API: publish it on Medium.');
      }
      throw cannot(NAME, 'change a published post');
    },

    async withdraw() {
      throw cannot(NAME, 'unpublish or delete a post');
    },
  };
}
