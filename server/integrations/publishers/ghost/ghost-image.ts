import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { callPlatform, parseBody, type JsonResponse } from '../request';
import {
  PublishError,
  type ContentImage,
  type PublisherContext,
  type PublishInput,
  type UploadedContentImage,
} from '../types';

/** @link https://ghost.org/docs/admin-api/#uploading-an-image — `{images:[{url, ref}]}`. */
const uploadSchema = z.object({ images: z.array(z.object({ url: z.string(), ref: z.string().nullish() })).min(1) });

export interface GhostImage {
  /** What goes in `feature_image`. */
  url: string | null;
  /** Set when this call uploaded the image: remembered per destination so it is not uploaded again. */
  uploaded: string | null;
}

/**
 * The featured image for Ghost: a public URL is linked as it is (nothing to upload, nothing left
 * behind by a retry); an image with no public URL (inline data) is uploaded once, named after the
 * slug, and its Ghost URL is reused from `remoteMediaId` afterwards.
 */
export async function ghostFeatureImage(
  ctx: PublisherContext,
  admin: string,
  auth: Record<string, string>,
  input: PublishInput,
  fail: (res: JsonResponse) => Error,
): Promise<GhostImage> {
  const image = input.featuredImage;
  if (!image) return { url: null, uploaded: null };
  if (image.url) return { url: image.url, uploaded: null };
  if (input.remoteMediaId && /^https?:\/\//.test(input.remoteMediaId))
    return { url: input.remoteMediaId, uploaded: null };
  const file = await image.load();
  if (!file) return { url: null, uploaded: null };
  const ext =
    file.filename
      .split('.')
      .pop()
      ?.replace(/[^a-z0-9]/gi, '') || 'png';
  const url = await uploadGhostImage(ctx, admin, auth, file, `${input.seo.slug}-featured.${ext}`, input.seo.slug, fail);
  return { url, uploaded: url };
}

/** A picture of the content, uploaded to Ghost's images (its name says which picture it is). */
export async function ghostContentImage(
  ctx: PublisherContext,
  admin: string,
  auth: Record<string, string>,
  image: ContentImage,
  fail: (res: JsonResponse) => Error,
): Promise<UploadedContentImage> {
  const ext = image.contentType.split('/')[1]?.replace(/[^a-z0-9]/gi, '') || 'png';
  const url = await uploadGhostImage(ctx, admin, auth, image, `${image.name}.${ext}`, image.name, fail);
  if (!url) throw new PublishError('permanent', 'Ghost did not say where it keeps the uploaded image.');
  return { id: url, url };
}

/** `POST /images/upload/` (multipart: file, purpose, ref) → the image's URL on the site. */
async function uploadGhostImage(
  ctx: PublisherContext,
  admin: string,
  auth: Record<string, string>,
  file: { bytes: Buffer; contentType: string },
  filename: string,
  ref: string,
  fail: (res: JsonResponse) => Error,
): Promise<string | null> {
  const boundary = `inkgram${randomBytes(12).toString('hex')}`;
  const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const body = Buffer.concat([
    part(`Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${file.contentType}`),
    file.bytes,
    Buffer.from('\r\n'),
    part('Content-Disposition: form-data; name="purpose"'),
    Buffer.from('image\r\n'),
    part('Content-Disposition: form-data; name="ref"'),
    Buffer.from(`${ref}\r\n--${boundary}--\r\n`),
  ]);
  const res = await callPlatform(ctx.http, 'Ghost', `${admin}/images/upload/`, {
    method: 'POST',
    headers: { ...auth, accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    timeoutMs: 60_000,
  });
  if (res.status !== 201 && res.status !== 200) throw fail(res);
  return parseBody('Ghost', uploadSchema, res, false).images[0]?.url ?? null;
}
