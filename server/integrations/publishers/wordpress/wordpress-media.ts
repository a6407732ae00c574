import { z } from 'zod';
import { callPlatform, parseBody } from '../request';
import {
  PublishError,
  type ContentImage,
  type FeaturedImage,
  type PublisherContext,
  type UploadedContentImage,
} from '../types';
import { wpFailure, wpHeaders, wpJson, type WpRest } from './wordpress-rest';

/** @link https://developer.wordpress.org/rest-api/reference/media/ */
const mediaSchema = z.object({ id: z.number(), slug: z.string().optional(), source_url: z.string().optional() });

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
  const hit = await findMedia(ctx, wp, name);
  if (hit) return hit.id;

  const file = await image.load();
  if (!file) return undefined;
  const ext = EXTENSIONS[file.contentType] ?? file.filename.split('.').pop() ?? 'img';
  return (await uploadMedia(ctx, wp, file.bytes, file.contentType, `${name}.${ext}`)).id;
}

/** Searches the media library for an attachment whose slug is exactly `name`. */
async function findMedia(ctx: PublisherContext, wp: WpRest, name: string) {
  const found = await callPlatform(
    ctx.http,
    wp.platform,
    wp.route('/wp/v2/media', {
      search: name,
      media_type: 'image',
      per_page: '100',
      _fields: 'id,slug,source_url',
      context: 'edit',
    }),
    { headers: wpHeaders(wp) },
  );
  if (found.status !== 200) throw wpFailure(wp, found, false);
  return (z.array(mediaSchema).safeParse(found.body).data ?? []).find((m) => m.slug === name);
}

/** A raw upload to the media library (`POST /wp/v2/media` with Content-Disposition). */
async function uploadMedia(ctx: PublisherContext, wp: WpRest, bytes: Buffer, contentType: string, filename: string) {
  const res = await callPlatform(ctx.http, wp.platform, wp.route('/wp/v2/media'), {
    method: 'POST',
    headers: wpHeaders(wp, {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename.replace(/[^a-z0-9.-]/gi, '')}"`,
    }),
    body: bytes,
    timeoutMs: 60_000,
  });
  if (res.status !== 201 && res.status !== 200) throw wpFailure(wp, res, false);
  return parseBody(wp.platform, mediaSchema, res, false);
}

/**
 * A picture of the content in the media library, with its alt text: the attachment an interrupted
 * attempt already uploaded under this name (the engine names a picture after its content hash),
 * else a new upload. Returns its id and the URL WordPress serves it at.
 */
export async function ensureContentImage(
  ctx: PublisherContext,
  wp: WpRest,
  image: ContentImage,
): Promise<UploadedContentImage> {
  const name = image.name.toLowerCase();
  const media =
    (await findMedia(ctx, wp, name)) ??
    (await uploadMedia(ctx, wp, image.bytes, image.contentType, `${name}.${EXTENSIONS[image.contentType] ?? 'img'}`));
  if (!media.source_url)
    throw new PublishError('permanent', `${wp.platform} did not say where it keeps the uploaded image.`);
  if (image.alt) {
    const res = await callPlatform(ctx.http, wp.platform, wp.route(`/wp/v2/media/${media.id}`, { _fields: 'id' }), {
      method: 'POST',
      headers: wpJson(wp),
      body: JSON.stringify({ alt_text: image.alt }),
    });
    if (res.status !== 200) throw wpFailure(wp, res, true);
  }
  return { id: String(media.id), url: media.source_url };
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
