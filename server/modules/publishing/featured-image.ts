import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HttpClient } from '../../integrations/publishers/http';
import type { FeaturedImage } from '../../integrations/publishers/types';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { MEDIA_URL_PREFIX, STORED_CONTENT_TYPES } from '../../lib/storage/media-storage';
import { mediaOwnership } from '../media';

const IMAGE_TYPES = new Set(Object.keys(STORED_CONTENT_TYPES));
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const extOf = (type: string) => STORED_CONTENT_TYPES[type as keyof typeof STORED_CONTENT_TYPES] ?? 'img';

/**
 * The blog's featured image for a publisher: a stored copy (`/media/<key>`) is read from storage
 * and offered to platforms as `PUBLIC_URL/media/<key>`; an external https URL is passed through
 * and, for uploads, fetched through the SSRF-safe client with a size cap, at most 3 re-checked
 * redirects and an image type check.
 * Inline `data:` images can only be uploaded.
 */
export function resolveFeaturedImage(value: string | null, config: Config, http: HttpClient): FeaturedImage | null {
  if (!value) return null;
  if (value.startsWith(MEDIA_URL_PREFIX)) {
    const key = value.slice(MEDIA_URL_PREFIX.length);
    const storage = createMediaStorage(config);
    return {
      url: `${config.PUBLIC_URL}${value}`,
      async load() {
        const file = await storage.get(key).catch(() => undefined); // store down: left out, like a failed fetch
        return file
          ? { bytes: file.bytes, contentType: file.contentType, filename: `featured.${extOf(file.contentType)}` }
          : undefined;
      },
    };
  }
  const data = /^data:(image\/[a-z+]+);base64,(.+)$/i.exec(value);
  if (data) {
    const contentType = (data[1] ?? '').toLowerCase();
    if (!IMAGE_TYPES.has(contentType)) return null;
    return {
      url: null,
      load: async () => ({
        bytes: Buffer.from(data[2] ?? '', 'base64'),
        contentType,
        filename: `featured.${extOf(contentType)}`,
      }),
    };
  }
  if (!/^https?:\/\//i.test(value)) return null;
  return {
    url: value,
    /** An image that cannot be fetched (refused address, too large, not an image) is left out. */
    async load() {
      try {
        const res = await http(value, { timeoutMs: 20_000, maxBytes: MAX_IMAGE_BYTES, redirects: 3 });
        const contentType = (res.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (res.status !== 200 || !IMAGE_TYPES.has(contentType)) return undefined;
        const bytes = await res.bytes();
        return { bytes, contentType, filename: `featured.${extOf(contentType)}` };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The featured image the worker may upload for a blog: a stored image (`/media/<key>`) only when the
 * blog's owner owns it (docs/decisions/013) — saving a blog refuses any other, and a blog saved
 * before that rule still never sends another user's picture to its owner's platforms (it is left
 * out). Other values are returned as they are.
 */
export async function ownFeaturedImage(db: Db, blog: { userId: number; featuredImage: string | null }) {
  const value = blog.featuredImage;
  if (!value?.startsWith(MEDIA_URL_PREFIX)) return value;
  return (await mediaOwnership(db).ownsPath(blog.userId, value)) ? value : null;
}
