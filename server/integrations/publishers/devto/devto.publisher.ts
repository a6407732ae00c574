import { z } from 'zod';
import { devtoPlatform } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
import { devtoTags, htmlToMarkdown } from '../content';
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
import { PublishError, type Publisher, type PublisherContext, type PublishInput, type RemotePost } from '../types';
import { withDevRateLimit } from './write-spacing';
import { fieldReport, landed, notLanded, tagsVerdict } from '../landed-fields';

const NAME = devtoPlatform.displayName;
/** DEV's own page size cap for `/articles/me/all` is 1000; 100 keeps each answer small. */
const PAGE_SIZE = 100;
/** A safety stop: 100 pages of 100 articles. */
const MAX_PAGES = 100;

/** @link https://developers.forem.com/api/v1#tag/users/operation/getUserMe */
const meSchema = z.object({ id: z.number(), username: z.string(), name: z.string().nullish() });
/** @link https://developers.forem.com/api/v1#tag/articles/operation/createArticle */
const articleSchema = z.object({ id: z.number(), url: z.string(), published: z.boolean().optional() });
/** @link https://developers.forem.com/api/v1#tag/articles/operation/getUserAllArticles */
const articleListSchema = z.array(
  z.object({
    id: z.number(),
    url: z.string(),
    title: z.string(),
    published: z.boolean().optional(),
    canonical_url: z.string().nullish(),
  }),
);
/** DEV errors: `{"error":"…","status":422}`. */
const errorSchema = z.object({ error: z.string() });

/**
 * What lands on DEV: title, description, canonical URL, up to 4 tags; DEV makes the address from
 * the title and has no SEO title nor alt text for the cover image.
 */
export function devtoFields(input: PublishInput): StoredFields {
  return fieldReport(input, NAME, {
    title: landed(),
    slug: notLanded(`${NAME} makes the post's address from its title`),
    metaDescription: landed(),
    seoTitle: notLanded(`${NAME} has no SEO title field (it shows the post title)`),
    canonicalUrl: landed(),
    tags: tagsVerdict(
      input.tags.length,
      devtoTags(input.tags).length,
      `${NAME} takes at most 4, letters and digits only`,
    ),
    featuredImageAlt: notLanded(`${NAME} has no alt text for the cover image`),
  });
}

const remoteOf = (a: { id: number; url: string; published?: boolean | undefined }): RemotePost => ({
  id: String(a.id),
  url: a.url,
  status: a.published === false ? 'draft' : 'published',
});

/** DEV / Forem REST API v1, authenticated with an `api-key` header; a throttled write waits out a short Retry-After. */
export function devtoPublisher(ctx: PublisherContext, apiKey: string): Publisher {
  const base = trimSlash(ctx.urls.devto);
  const headers = { ...jsonHeaders, accept: 'application/vnd.forem.api-v1+json', 'api-key': apiKey };
  const fail = (res: JsonResponse, write: boolean) => {
    const message = errorSchema.safeParse(res.body).data?.error;
    return classifyStatus(NAME, res, message, { write, credential: 'API key' });
  };
  const write = (method: 'POST' | 'PUT', path: string, article: Record<string, unknown>) =>
    withDevRateLimit(() =>
      callPlatform(ctx.http, NAME, `${base}${path}`, {
        method,
        headers,
        body: JSON.stringify({ article }),
        timeoutMs: 30_000,
      }),
    );

  /** Every page of the account's articles (drafts included), until the first short page. */
  const findExisting = async (input: PublishInput) => {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const res = await callPlatform(ctx.http, NAME, `${base}/articles/me/all?per_page=${PAGE_SIZE}&page=${page}`, {
        headers,
      });
      if (res.status !== 200) throw fail(res, false);
      const list = parseBody(NAME, articleListSchema, res, false);
      // The same title, or this blog's canonical URL (which DEV keeps unique): a retitled copy is found too.
      const hit = list.find(
        (a) =>
          a.title === input.title.slice(0, 128) ||
          (input.canonicalUrl !== null && a.canonical_url === input.canonicalUrl),
      );
      if (hit) return remoteOf(hit);
      if (list.length < PAGE_SIZE) return null;
    }
    return null;
  };

  /** The article's fields from the input; `published` is decided by the caller. */
  const fields = (input: PublishInput) => {
    if (input.publishAt && input.publishAt.getTime() > Date.now()) throw cannot(NAME, 'hold a post until a date');
    const description = input.seo.description;
    return {
      title: input.title.slice(0, 128),
      body_markdown: htmlToMarkdown(input.html),
      tags: devtoTags(input.tags),
      ...(description ? { description: description.slice(0, 256) } : {}),
      ...(input.featuredImage?.url ? { main_image: input.featuredImage.url } : {}),
      ...(input.canonicalUrl ? { canonical_url: input.canonicalUrl } : {}),
    };
  };

  const answer = (res: JsonResponse, ok: number[], input: PublishInput): RemotePost => {
    if (!ok.includes(res.status)) throw fail(res, true);
    return { ...remoteOf(parseBody(NAME, articleSchema, res, true)), fields: devtoFields(input) };
  };

  return {
    capabilities: devtoPlatform.capabilities,

    preview(input) {
      const article = fields(input);
      return {
        title: article.title,
        tags: article.tags,
        excerpt: article.description ?? null,
        canonicalUrl: article.canonical_url ?? null,
        format: 'markdown',
        body: article.body_markdown,
      };
    },

    async validate() {
      const res = await callPlatform(ctx.http, NAME, `${base}/users/me`, { headers });
      if (res.status === 401)
        throw new PublishError(
          'auth_expired',
          'DEV did not accept this API key. Check the key in DEV → Settings → Extensions.',
        );
      if (res.status !== 200) throw fail(res, false);
      const me = parseBody(NAME, meSchema, res, false);
      return {
        username: me.username,
        profileUrl: `https://dev.to/${me.username}`,
        settings: { userId: String(me.id), username: me.username },
      };
    },

    async publish(input) {
      const published = modeOf(NAME, input) === 'publish';
      const res = await write('POST', '/articles', { ...fields(input), published });
      if (res.status === 422) {
        const message = errorSchema.safeParse(res.body).data?.error ?? '';
        // A re-sent identical article: an earlier attempt did create it.
        if (/body markdown has already been taken/i.test(message)) {
          const existing = await findExisting(input);
          if (existing) return existing;
        }
      }
      return answer(res, [200, 201], input);
    },

    findExisting,

    async update(remote, input) {
      // `published` is only ever sent as true here: a live article is never turned into a draft by an update.
      const live = modeOf(NAME, input) === 'publish' ? { published: true } : {};
      // No canonical now (this copy became the blog's home): an empty one clears the old pointer.
      const canonical = input.canonicalUrl ? {} : { canonical_url: '' };
      const res = await write('PUT', `/articles/${encodeURIComponent(remote.id)}`, {
        ...fields(input),
        ...canonical,
        ...live,
      });
      return answer(res, [200], input);
    },

    async withdraw(remote) {
      // DEV has no delete call: unpublishing (`published: false`) is how an article is taken down.
      const res = await write('PUT', `/articles/${encodeURIComponent(remote.id)}`, { published: false });
      if (res.status !== 200) throw fail(res, true);
    },
  };
}
