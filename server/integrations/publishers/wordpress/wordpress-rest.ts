import { z } from 'zod';
import { callPlatform, classifyStatus, parseBody, type JsonResponse } from '../request';
import { PublishError, type PublisherContext, type RemotePost, type RemotePostStatus } from '../types';

/**
 * The wp/v2 REST calls shared by self-hosted WordPress (Basic application password) and
 * WordPress.com's wp/v2 proxy (Bearer token). `route(path, query)` builds the URL for either a
 * `/wp-json/` root or the `?rest_route=` fallback.
 */
export interface WpRest {
  platform: string;
  route(path: string, query?: Record<string, string>): string;
  auth: string;
  /** What the saved secret is called: 'application password', 'access token'. */
  credential: string;
}

/** @link https://developer.wordpress.org/rest-api/reference/ — error envelope `{code,message,data:{status}}`. */
const wpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z
    .object({
      status: z.number().optional(),
      term_id: z.number().optional(),
      details: z.record(z.string(), z.object({ code: z.string() }).partial()).optional(),
    })
    .nullish(),
});
const termSchema = z.object({ id: z.number(), name: z.string() });
export const wpPostSchema = z.object({
  id: z.number(),
  link: z.string(),
  status: z.string().optional(),
  slug: z.string().optional(),
  tags: z.array(z.number()).optional(),
  title: z.object({ raw: z.string().optional(), rendered: z.string().optional() }).optional(),
});
/** @link https://developer.wordpress.org/rest-api/reference/users/#retrieve-a-user */
export const wpUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  link: z.string().optional(),
});

const stripTags = (s: string) => s.replace(/<[^>]*>/g, '').trim();

/** Error codes WordPress answers when the credential itself is refused (not a missing role). */
const AUTH_CODES = new Set([
  'incorrect_password',
  'invalid_username',
  'invalid_email',
  'application_passwords_disabled',
  'application_passwords_disabled_for_user',
  'rest_not_logged_in',
  'invalid_token',
  'unauthorized',
]);

/**
 * WordPress answers 401 when the request is not authenticated (a revoked application password, a
 * stripped Authorization header) and 403 when the user is known but lacks a capability: only the
 * latter gets role advice.
 */
export function wpFailure(wp: WpRest, res: JsonResponse, write: boolean): PublishError {
  const err = wpErrorSchema.safeParse(res.body).data;
  if (res.status === 403 && (err?.code === 'rest_cannot_create' || err?.code === 'rest_cannot_publish')) {
    return new PublishError(
      'forbidden',
      `${wp.platform} refused to publish with this account (${stripTags(err.message)}): it needs the Author role or higher.`,
    );
  }
  // A credential WordPress does not accept (a revoked application password) leaves the request
  // anonymous, and an anonymous look-up of private statuses is a 400 rest_forbidden_status, not a 401.
  const forbiddenStatus = res.status === 400 && err?.data?.details?.status?.code === 'rest_forbidden_status';
  return classifyStatus(
    wp.platform,
    forbiddenStatus ? { ...res, status: 401 } : res,
    err ? stripTags(err.message) : undefined,
    {
      write,
      credential: wp.credential,
      authError: err ? AUTH_CODES.has(err.code) : false,
    },
  );
}

export function wpHeaders(wp: WpRest, extra: Record<string, string> = {}) {
  return { accept: 'application/json', authorization: wp.auth, ...extra };
}

export const wpJson = (wp: WpRest) => wpHeaders(wp, { 'content-type': 'application/json' });

/** Finds a term by name, or creates it; `term_exists` answers with the id of the existing term. */
async function ensureTerm(ctx: PublisherContext, wp: WpRest, taxonomy: 'tags' | 'categories', name: string) {
  const found = await callPlatform(
    ctx.http,
    wp.platform,
    wp.route(`/wp/v2/${taxonomy}`, { search: name, per_page: '100', _fields: 'id,name' }),
    { headers: wpHeaders(wp) },
  );
  if (found.status !== 200) throw wpFailure(wp, found, false);
  const list = z.array(termSchema).safeParse(found.body).data ?? [];
  const hit = list.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (hit) return hit.id;
  const created = await callPlatform(ctx.http, wp.platform, wp.route(`/wp/v2/${taxonomy}`), {
    method: 'POST',
    headers: wpJson(wp),
    body: JSON.stringify({ name }),
  });
  if (created.status === 201 || created.status === 200) return parseBody(wp.platform, termSchema, created, false).id;
  const err = wpErrorSchema.safeParse(created.body).data;
  if (err?.code === 'term_exists' && err.data?.term_id) return err.data.term_id;
  if (taxonomy === 'categories' && created.status === 403) {
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

/** WordPress's post status as Inkgram's: `future` is scheduled; pending, private and trash are not live. */
export function statusOf(status: string | undefined): RemotePostStatus {
  if (status === 'publish') return 'published';
  if (status === 'future') return 'scheduled';
  return 'draft';
}

/** Creates a post (`id` absent) or changes one in place (POST /wp/v2/posts/{id}). */
/** The post as WordPress saved it, with the slug and tags it kept (what landed). */
export interface SavedWpPost extends RemotePost {
  slug: string | null;
  tagCount: number | null;
}

export async function savePost(
  ctx: PublisherContext,
  wp: WpRest,
  body: Record<string, unknown>,
  id?: string,
): Promise<SavedWpPost> {
  const path = id ? `/wp/v2/posts/${encodeURIComponent(id)}` : '/wp/v2/posts';
  const res = await callPlatform(ctx.http, wp.platform, wp.route(path, { _fields: 'id,link,status,slug,tags' }), {
    method: 'POST',
    headers: wpJson(wp),
    body: JSON.stringify(body),
    timeoutMs: 30_000,
  });
  if (res.status !== 201 && res.status !== 200) throw wpFailure(wp, res, true);
  const post = parseBody(wp.platform, wpPostSchema, res, true);
  return {
    id: String(post.id),
    url: post.link,
    status: statusOf(post.status),
    slug: post.slug ?? null,
    tagCount: post.tags?.length ?? null,
  };
}

/** Back to draft, or into the trash (DELETE without `force`); a post already in the trash is done. */
export async function withdrawPost(ctx: PublisherContext, wp: WpRest, id: string, how: 'draft' | 'trash') {
  if (how === 'draft') {
    await savePost(ctx, wp, { status: 'draft' }, id);
    return;
  }
  const res = await callPlatform(ctx.http, wp.platform, wp.route(`/wp/v2/posts/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    headers: wpHeaders(wp),
  });
  const err = wpErrorSchema.safeParse(res.body).data;
  if (res.status === 200 || err?.code === 'rest_already_trashed') return;
  throw wpFailure(wp, res, true);
}

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/**
 * Looks for the post an interrupted attempt (or an earlier connection to this site) created, in
 * any status: same title, our slug preferred (WordPress appends -2 when the slug is taken).
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
  const list = z.array(wpPostSchema).safeParse(res.body).data ?? [];
  const sameTitle = (p: z.infer<typeof wpPostSchema>) =>
    decode(p.title?.raw ?? stripTags(p.title?.rendered ?? '')).trim() === title.trim();
  const hit = list.find((p) => sameTitle(p) && (p.slug ?? '').startsWith(slug)) ?? list.find(sameTitle);
  return hit ? { id: String(hit.id), url: hit.link, status: statusOf(hit.status) } : null;
}
