import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { GHOST_KEY_PATTERN, ghostPlatform } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
import { plainTags } from '../content';
import { fieldReport, landed, notLanded, slugVerdict, tagsVerdict } from '../landed-fields';
import { ghostContentImage, ghostFeatureImage, type GhostImage } from './ghost-image';
import { callPlatform, classifyStatus, jsonHeaders, modeOf, parseBody, trimSlash, type JsonResponse } from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
  type RemotePost,
} from '../types';

const NAME = ghostPlatform.displayName;

/** @link https://ghost.org/docs/admin-api/#errors — `{errors:[{message,type,context}]}`. */
const errorSchema = z.object({
  errors: z.array(z.object({ message: z.string(), context: z.string().nullish(), type: z.string().optional() })),
});
const siteSchema = z.object({ site: z.object({ title: z.string(), url: z.string() }) });
const postSchema = z.object({
  id: z.string(),
  url: z.string(),
  slug: z.string().optional(),
  title: z.string().optional(),
  status: z.string().optional(),
  updated_at: z.string().nullish(),
  published_at: z.string().nullish(),
});
/** @link https://ghost.org/docs/admin-api/#pagination — `meta.pagination.next` is the next page or null. */
const postsSchema = z.object({
  posts: z.array(postSchema),
  meta: z
    .object({ pagination: z.object({ next: z.number().nullish() }).partial() })
    .partial()
    .optional(),
});
/** Ghost 6 serves at most 100 items a page (`limit=all` is gone). */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

const remoteOf = (p: z.infer<typeof postSchema>): RemotePost => ({
  id: p.id,
  url: p.url,
  status: p.status === 'draft' ? 'draft' : p.status === 'scheduled' ? 'scheduled' : 'published',
});

/**
 * What lands on Ghost: every field, each in its own place (`meta_title`, `meta_description`,
 * `canonical_url`, `feature_image_alt`); the slug as Ghost kept it (it appends -2 to a taken one).
 */
export function ghostFields(input: PublishInput, slug: string | undefined, hasImage: boolean): StoredFields {
  return fieldReport(input, NAME, {
    title: landed(),
    slug: slugVerdict(NAME, input.seo.slug, slug),
    metaDescription: landed(),
    seoTitle: landed(),
    canonicalUrl: landed(),
    tags: tagsVerdict(input.tags.length, plainTags(input.tags).length, `${NAME} takes at most 20`),
    featuredImageAlt: hasImage ? landed() : notLanded(`the featured image did not reach ${NAME}`),
  });
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/**
 * The short-lived Admin API token: HS256 over `{iat, exp, aud:"/admin/"}` with the key id as `kid`,
 * signed with the hex-decoded secret; Ghost refuses tokens older than 5 minutes.
 * @link https://ghost.org/docs/admin-api/#token-authentication
 */
export function ghostToken(adminKey: string, now = Date.now()): string {
  const [id = '', secret = ''] = adminKey.split(':');
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: id }));
  const payload = b64url(JSON.stringify({ iat, exp: iat + 5 * 60, aud: '/admin/' }));
  const signature = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Ghost Admin API (self-hosted or Ghost(Pro)), with an Admin API key `id:secret`. */
export function ghostPublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const admin = `${trimSlash(creds.settings.apiUrl ?? '')}/ghost/api/admin`;
  const headers = () => ({
    ...jsonHeaders,
    'accept-version': 'v5.0',
    authorization: `Ghost ${ghostToken(creds.secret)}`,
  });
  const fail = (res: JsonResponse, write: boolean) => {
    const err = errorSchema.safeParse(res.body).data?.errors[0];
    const message = err ? [err.message, err.context].filter(Boolean).join(' ') : undefined;
    if (res.status === 422)
      return new PublishError('invalid_content', `Ghost refused the post${message ? `: ${message}` : ''}.`);
    // 401 (UnauthorizedError: unknown key, bad JWT) is the key refused; 403 is a missing permission.
    return classifyStatus(NAME, res, message, { write, credential: 'Admin API key' });
  };
  const call = (path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}) =>
    callPlatform(ctx.http, NAME, `${admin}${path}`, {
      method: init.method ?? 'GET',
      headers: headers(),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), timeoutMs: 30_000 }),
    });

  /**
   * Posts whose slug starts with ours (Ghost appends -2 when a slug is taken), every page of them:
   * our exact slug first, else the same title.
   */
  const findExisting = async (input: PublishInput) => {
    const filter = encodeURIComponent(`slug:~^'${input.seo.slug.replace(/'/g, "\\'")}'`);
    const candidates: z.infer<typeof postSchema>[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const res = await call(
        `/posts/?filter=${filter}&limit=${PAGE_SIZE}&page=${page}&fields=id,url,slug,title,status,updated_at`,
      );
      if (res.status !== 200) throw fail(res, false);
      const parsed = parseBody(NAME, postsSchema, res, false);
      candidates.push(...parsed.posts);
      if (!parsed.meta?.pagination?.next || parsed.posts.length === 0) break;
    }
    const hit = candidates.find((p) => p.slug === input.seo.slug) ?? candidates.find((p) => p.title === input.title);
    return hit ? remoteOf(hit) : null;
  };

  /** The post's fields: content, tags and every SEO field Ghost has. */
  const fields = (input: PublishInput, image: GhostImage) => {
    const { seo } = input;
    return {
      title: input.title,
      html: input.html,
      slug: seo.slug,
      tags: plainTags(input.tags).map((name) => ({ name })),
      meta_title: seo.title ? seo.title.slice(0, 300) : null,
      meta_description: seo.description ? seo.description.slice(0, 500) : null,
      custom_excerpt: seo.description ? seo.description.slice(0, 300) : null,
      feature_image: image.url,
      feature_image_alt: image.url && seo.imageAlt ? seo.imageAlt.slice(0, 191) : null,
      canonical_url: input.canonicalUrl,
    };
  };

  const featureImage = (input: PublishInput) =>
    ghostFeatureImage(ctx, admin, { authorization: headers().authorization, 'accept-version': 'v5.0' }, input, (res) =>
      fail(res, false),
    );
  const withImage = (post: RemotePost, image: GhostImage): RemotePost =>
    image.uploaded ? { ...post, mediaId: image.uploaded } : post;

  /**
   * `published`, or `scheduled` with `published_at` when the input asks for a future time. A post
   * scheduled once keeps that date as a draft (`held`: cancelled, then published now): now is its date.
   */
  const liveStatus = (input: PublishInput, held?: string | null) => {
    const now = Date.now();
    if (input.publishAt && input.publishAt.getTime() > now)
      return { status: 'scheduled', published_at: input.publishAt.toISOString() };
    if (held && Date.parse(held) > now) return { status: 'published', published_at: new Date(now).toISOString() };
    return { status: 'published' };
  };

  const saved = (res: JsonResponse, ok: number[], input: PublishInput, image: GhostImage): RemotePost => {
    if (!ok.includes(res.status)) throw fail(res, true);
    const post = parseBody(NAME, postsSchema, res, true).posts[0];
    if (!post) throw new PublishError('unknown_outcome', 'Ghost answered without the post.');
    return { ...remoteOf(post), fields: ghostFields(input, post.slug, Boolean(image.url)) };
  };

  /** Ghost refuses an edit without the post's current `updated_at` (collision detection). */
  const current = async (remote: RemotePost) => {
    const res = await call(
      `/posts/${encodeURIComponent(remote.id)}/?fields=id,url,slug,status,updated_at,published_at`,
    );
    if (res.status !== 200) throw fail(res, false);
    const post = parseBody(NAME, postsSchema, res, false).posts[0];
    if (!post) throw new PublishError('permanent', 'Ghost could not find the post.');
    return post;
  };

  return {
    capabilities: ghostPlatform.capabilities,

    preview(input) {
      // The image as a URL the platform can fetch; one only Inkgram holds is uploaded when sending.
      const post = fields(input, { url: input.featuredImage?.url ?? null, uploaded: null });
      return {
        title: post.title,
        tags: post.tags.map((t) => t.name),
        excerpt: post.custom_excerpt,
        canonicalUrl: post.canonical_url,
        format: 'html',
        body: post.html,
      };
    },

    async validate() {
      if (!GHOST_KEY_PATTERN.test(creds.secret)) {
        throw new PublishError(
          'auth_expired',
          'A Ghost Admin API key looks like 24 hex characters, a colon, then 64 hex characters (Settings → Integrations → Add custom integration).',
        );
      }
      const check = await call('/posts/?limit=1&fields=id');
      if (check.status === 401 || check.status === 403) {
        throw new PublishError(
          'auth_expired',
          'Ghost did not accept this Admin API key. Copy the Admin API key (not the Content API key) of a custom integration.',
        );
      }
      if (check.status !== 200 || check.body === undefined) {
        if (check.status === 200 || check.status === 404) {
          throw new PublishError(
            'permanent',
            `No Ghost Admin API was found at ${creds.settings.apiUrl}. Use the address of your Ghost admin (without /ghost).`,
          );
        }
        throw fail(check, false);
      }
      const res = await call('/site/');
      if (res.status !== 200) throw fail(res, false);
      const site = parseBody(NAME, siteSchema, res, false).site;
      return {
        username: site.title,
        profileUrl: site.url,
        settings: { apiUrl: trimSlash(creds.settings.apiUrl ?? '') },
      };
    },

    async publish(input) {
      const status = modeOf(NAME, input) === 'draft' ? { status: 'draft' } : liveStatus(input);
      const image = await featureImage(input);
      const res = await call('/posts/?source=html', {
        method: 'POST',
        body: { posts: [{ ...fields(input, image), ...status }] },
      });
      return withImage(saved(res, [200, 201], input, image), image);
    },

    findExisting,

    async update(remote, input) {
      const mode = modeOf(NAME, input);
      const now = await current(remote);
      // A draft stays a draft unless asked to go live; a live post is never sent back to draft here.
      const status = mode === 'publish' ? liveStatus(input, now.published_at) : {};
      const image = await featureImage(input);
      const res = await call(`/posts/${encodeURIComponent(remote.id)}/?source=html`, {
        method: 'PUT',
        body: { posts: [{ ...fields(input, image), ...status, updated_at: now.updated_at }] },
      });
      return withImage(saved(res, [200], input, image), image);
    },

    async withdraw(remote, how) {
      if (how === 'trash') {
        // Ghost has no trash: deleting is how a post is taken away for good.
        const res = await call(`/posts/${encodeURIComponent(remote.id)}/`, { method: 'DELETE' });
        if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw fail(res, true);
        return;
      }
      const now = await current(remote);
      const res = await call(`/posts/${encodeURIComponent(remote.id)}/`, {
        method: 'PUT',
        body: { posts: [{ status: 'draft', updated_at: now.updated_at }] },
      });
      if (res.status !== 200) throw fail(res, true);
    },

    // headers() carries the Admin token; the upload sets its own multipart content type over it.
    uploadImage: (image) => ghostContentImage(ctx, admin, headers(), image, (res) => fail(res, false)),
  };
}
