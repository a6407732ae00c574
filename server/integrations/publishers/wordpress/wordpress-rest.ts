import { z } from 'zod';
import { callPlatform, classifyStatus, parseBody, type JsonResponse } from '../request';
import { PublishError, type FeaturedImage, type PublisherContext, type RemotePost } from '../types';

/**
 * The wp/v2 REST calls shared by self-hosted WordPress (Basic application password) and
 * WordPress.com's wp/v2 proxy (Bearer token). `route(path, query)` builds the URL for either a
 * `/wp-json/` root or the `?rest_route=` fallback.
 */
export interface WpRest {
  platform: string;
  route(path: string, query?: Record<string, string>): string;
  auth: string;
  reconnectHint: string;
}

/** @link https://developer.wordpress.org/rest-api/reference/ — error envelope `{code,message,data:{status}}`. */
const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number().optional(), term_id: z.number().optional() }).nullish(),
});
const termSchema = z.object({ id: z.number(), name: z.string() });
const postSchema = z.object({
  id: z.number(),
  link: z.string(),
  status: z.string().optional(),
  slug: z.string().optional(),
  title: z.object({ raw: z.string().optional(), rendered: z.string().optional() }).optional(),
});
const mediaSchema = z.object({ id: z.number() });
/** @link https://developer.wordpress.org/rest-api/reference/users/#retrieve-a-user */
export const wpUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  link: z.string().optional(),
});

const stripTags = (s: string) => s.replace(/<[^>]*>/g, '').trim();

export function wpFailure(wp: WpRest, res: JsonResponse, write: boolean): PublishError {
  const err = wpErrorSchema.safeParse(res.body).data;
  if (err?.code === 'rest_cannot_create' || err?.code === 'rest_cannot_publish') {
    return new PublishError(
      res.status === 401 ? 'auth_expired' : 'forbidden',
      `${wp.platform} refused to create the post (${stripTags(err.message)}). The account needs the Author role or higher, and the site must pass the Authorization header through. ${wp.reconnectHint}`,
    );
  }
  return classifyStatus(wp.platform, res, err ? stripTags(err.message) : undefined, {
    write,
    reconnectHint: wp.reconnectHint,
  });
}

export function wpHeaders(wp: WpRest, extra: Record<string, string> = {}) {
  return { accept: 'application/json', authorization: wp.auth, ...extra };
}

/** Finds a term by name, or creates it; `term_exists` answers with the id of the existing term. */
async function ensureTerm(ctx: PublisherContext, wp: WpRest, taxonomy: 'tags' | 'categories', name: string) {
  const found = await callPlatform(
    ctx.http,
    wp.platform,
    wp.route(`/wp/v2/${taxonomy}`, { search: name, per_page: '100', _fields: 'id,name' }),
    {
      headers: wpHeaders(wp),
    },
  );
  if (found.status !== 200) throw wpFailure(wp, found, false);
  const list = z.array(termSchema).safeParse(found.body).data ?? [];
  const hit = list.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (hit) return hit.id;
  const created = await callPlatform(ctx.http, wp.platform, wp.route(`/wp/v2/${taxonomy}`), {
    method: 'POST',
    headers: wpHeaders(wp, { 'content-type': 'application/json' }),
    body: JSON.stringify({ name }),
  });
  if (created.status === 201 || created.status === 200) return parseBody(wp.platform, termSchema, created, false).id;
  const err = wpErrorSchema.safeParse(created.body).data;
  if (err?.code === 'term_exists' && err.data?.term_id) return err.data.term_id;
  if (taxonomy === 'categories' && (created.status === 401 || created.status === 403)) {
    throw new PublishError(
      'forbidden',
      `${wp.platform} did not let this account create the category "${name}" (creating categories needs the Editor role). Create it on the site, or connect an Editor account.`,
    );
  }
  throw wpFailure(wp, created, false);
}

export async function ensureTerms(ctx: PublisherContext, wp: WpRest, taxonomy: 'tags' | 'categories', names: string[]) {
  const ids: number[] = [];
  for (const name of names) ids.push(await ensureTerm(ctx, wp, taxonomy, name));
  return ids;
}

/** Uploads the featured image bytes to the media library; returns the attachment id. */
export async function uploadMedia(
  ctx: PublisherContext,
  wp: WpRest,
  image: FeaturedImage,
): Promise<number | undefined> {
  const file = await image.load();
  if (!file) return undefined;
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/media'), {
    method: 'POST',
    headers: wpHeaders(wp, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    }),
    body: file.bytes,
    timeoutMs: 60_000,
  });
  if (res.status !== 201 && res.status !== 200) throw wpFailure(wp, res, false);
  return parseBody(wp.platform, mediaSchema, res, false).id;
}

export async function createPost(
  ctx: PublisherContext,
  wp: WpRest,
  body: Record<string, unknown>,
): Promise<RemotePost> {
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/posts', { _fields: 'id,link,status,slug' }), {
    method: 'POST',
    headers: wpHeaders(wp, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
    timeoutMs: 30_000,
  });
  if (res.status !== 201 && res.status !== 200) throw wpFailure(wp, res, true);
  const post = parseBody(wp.platform, postSchema, res, true);
  return { id: String(post.id), url: post.link };
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/**
 * Looks for the post an interrupted attempt may have created, in any status: same title, our slug
 * preferred (WordPress appends -2 when the slug is taken).
 */
export async function findPostBySlug(
  ctx: PublisherContext,
  wp: WpRest,
  slug: string,
  title: string,
): Promise<RemotePost | null> {
  const res = await callPlatform(
    ctx.http,
    wp.platform,
    wp.route('/wp/v2/posts', {
      slug,
      status: 'publish,future,draft,pending,private',
      _fields: 'id,link,status,slug,title',
      context: 'edit',
    }),
    { headers: wpHeaders(wp) },
  );
  if (res.status !== 200) throw wpFailure(wp, res, false);
  const list = z.array(postSchema).safeParse(res.body).data ?? [];
  const sameTitle = (p: z.infer<typeof postSchema>) =>
    decode(p.title?.raw ?? stripTags(p.title?.rendered ?? '')).trim() === title.trim();
  const hit = list.find((p) => sameTitle(p) && (p.slug ?? '').startsWith(slug)) ?? list.find(sameTitle);
  return hit ? { id: String(hit.id), url: hit.link } : null;
}
