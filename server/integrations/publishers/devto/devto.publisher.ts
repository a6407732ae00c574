import { z } from 'zod';
import { devtoPlatform } from '@common/platforms';
import { devtoTags, htmlToMarkdown } from '../content';
import { callPlatform, classifyStatus, jsonHeaders, parseBody, trimSlash, type JsonResponse } from '../request';
import { PublishError, type Publisher, type PublisherContext, type PublishInput } from '../types';

const NAME = devtoPlatform.displayName;
const RECONNECT = 'Reconnect DEV with a new API key on the Publishing Platforms page.';

/** @link https://developers.forem.com/api/v1#tag/users/operation/getUserMe */
const meSchema = z.object({ id: z.number(), username: z.string(), name: z.string().nullish() });
/** @link https://developers.forem.com/api/v1#tag/articles/operation/createArticle */
const articleSchema = z.object({ id: z.number(), url: z.string(), published: z.boolean().optional() });
const articleListSchema = z.array(
  z.object({ id: z.number(), url: z.string(), title: z.string(), canonical_url: z.string().nullish() }),
);
/** DEV errors: `{"error":"…","status":422}`. */
const errorSchema = z.object({ error: z.string() });

/** DEV / Forem REST API v1, authenticated with an `api-key` header. */
export function devtoPublisher(ctx: PublisherContext, apiKey: string): Publisher {
  const base = trimSlash(ctx.urls.devto);
  const headers = { ...jsonHeaders, accept: 'application/vnd.forem.api-v1+json', 'api-key': apiKey };
  const fail = (res: JsonResponse, write: boolean) => {
    const message = errorSchema.safeParse(res.body).data?.error;
    return classifyStatus(NAME, res, message, { write, reconnectHint: RECONNECT });
  };

  const findExisting = async (input: PublishInput) => {
    const res = await callPlatform(ctx.http, NAME, `${base}/articles/me/all?per_page=100`, { headers });
    if (res.status !== 200) throw fail(res, false);
    const list = parseBody(NAME, articleListSchema, res, false);
    const hit = list.find((a) => a.title === input.title);
    return hit ? { id: String(hit.id), url: hit.url } : null;
  };

  return {
    capabilities: devtoPlatform.capabilities,

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
        settings: { userId: String(me.id) },
      };
    },

    async publish(input) {
      const article = {
        title: input.title.slice(0, 128),
        body_markdown: htmlToMarkdown(input.html),
        published: true,
        tags: devtoTags(input.tags),
        ...(input.excerpt ? { description: input.excerpt.slice(0, 256) } : {}),
        ...(input.featuredImage?.url ? { main_image: input.featuredImage.url } : {}),
        ...(input.canonicalUrl ? { canonical_url: input.canonicalUrl } : {}),
      };
      const res = await callPlatform(ctx.http, NAME, `${base}/articles`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ article }),
        timeoutMs: 30_000,
      });
      if (res.status === 422) {
        const message = errorSchema.safeParse(res.body).data?.error ?? '';
        // A re-sent identical article: an earlier attempt did create it.
        if (/body markdown has already been taken/i.test(message)) {
          const existing = await findExisting(input);
          if (existing) return existing;
        }
      }
      if (res.status !== 201 && res.status !== 200) throw fail(res, true);
      const created = parseBody(NAME, articleSchema, res, true);
      return { id: String(created.id), url: created.url };
    },

    findExisting,
  };
}
