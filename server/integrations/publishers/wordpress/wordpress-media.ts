import { z } from 'zod';
import { callPlatform, parseBody } from '../request';
import type { FeaturedImage, PublisherContext } from '../types';
import { wpFailure, wpHeaders, wpJson, type WpRest } from './wordpress-rest';

/** @link https://developer.wordpress.org/rest-api/reference/media/ */
const mediaSchema = z.object({ id: z.number(), slug: z.string().optional() });

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The attachment's name: the post's slug, so the media library reads like the site (and can be searched). */
export const mediaSlugOf = (postSlug: string) => `${postSlug}-featured`;

/**
 * The featured image on this site, uploaded at most once: the media id remembered from an earlier
 * publication when it still exists, else an attachment named after the slug that an interrupted
 * attempt already uploaded, else a new upload. Returns the attachment id, or undefined without bytes.
 */
export async function ensureFeaturedMedia(
  ctx: PublisherContext,
  wp: WpRest,
  image: FeaturedImage,
  postSlug: string,
  knownId: string | null | undefined,
): Promise<number | undefined> {
  if (knownId && /^\d+$/.test(knownId)) {
    const res = await callPlatform(
      ctx.http,
      wp.platform,
      wp.route(`/wp/v2/media/${knownId}`, { _fields: 'id', context: 'edit' }),
      { headers: wpHeaders(wp) },
    );
    if (res.status === 200) return Number(knownId);
    if (res.status !== 404) throw wpFailure(wp, res, false);
  }
  const name = mediaSlugOf(postSlug);
  const found = await callPlatform(
    ctx.http,
    wp.platform,
    wp.route('/wp/v2/media', {
      search: name,
      media_type: 'image',
      per_page: '100',
      _fields: 'id,slug',
      context: 'edit',
    }),
    { headers: wpHeaders(wp) },
  );
  if (found.status !== 200) throw wpFailure(wp, found, false);
  const hit = (z.array(mediaSchema).safeParse(found.body).data ?? []).find((m) => m.slug === name);
  if (hit) return hit.id;

  const file = await image.load();
  if (!file) return undefined;
  const ext = EXTENSIONS[file.contentType] ?? file.filename.split('.').pop() ?? 'img';
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/media'), {
    method: 'POST',
    headers: wpHeaders(wp, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${name}.${ext.replace(/[^a-z0-9]/gi, '')}"`,
    }),
    body: file.bytes,
    timeoutMs: 60_000,
  });
  if (res.status !== 201 && res.status !== 200) throw wpFailure(wp, res, false);
  return parseBody(wp.platform, mediaSchema, res, false).id;
}

/** Attaches the image to its post and sets its alt text (one call, after the post exists). */
export async function attachMedia(
  ctx: PublisherContext,
  wp: WpRest,
  mediaId: number,
  postId: string,
  alt: string | null,
): Promise<void> {
  const res = await callPlatform(ctx.http, wp.platform, wp.route(`/wp/v2/media/${mediaId}`, { _fields: 'id' }), {
    method: 'POST',
    headers: wpJson(wp),
    body: JSON.stringify({ post: Number(postId), ...(alt ? { alt_text: alt } : {}) }),
  });
  if (res.status !== 200) throw wpFailure(wp, res, true);
}
