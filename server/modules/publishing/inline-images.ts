import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { PublishError, type Publisher } from '../../integrations/publishers/types';
import { AppError } from '../../lib/errors';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { isMediaKey, MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';
import { mediaLibrary, mediaOwnership, storeDataImages } from '../media';
import { destinationImagesRepository } from './destination-images.repository';
import { escapeHtml } from '@common/html-escape';

const IMG = /<img\b[^>]*>/gi;
const SRC = /(\ssrc=")([^"]*)(")/i;
const ALT = /\salt="([^"]*)"/i;
const DATA_IMG = /<img\b[^>]*?\ssrc="data:[^"]*"[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, e: string) => ENTITIES[e] ?? _m);

export interface InlineImagesDeps {
  db: Db;
  config: Config;
}

/** Who the content belongs to and where it is going. */
export interface ImageDestination {
  ownerId: number;
  /** blog_publications.destination_key: one key per site, whatever connection reaches it. */
  destinationKey: string;
}

/**
 * The content as one destination gets it (docs/decisions/028): each stored picture (`/media/<key>`)
 * where the platform keeps images — uploaded through `publisher.uploadImage` once per destination
 * (the mapping is read first and written right after each upload, so retries and updates reuse
 * it), or, for platforms that fetch images by URL (DEV, Medium), the absolute `PUBLIC_URL` of the
 * Inkgram copy, public while the blog is published. A `data:` image left from before is stored
 * first (never sent as text). A picture the blog's owner does not own, or whose file is gone, is
 * left out (docs/decisions/013). Other addresses are sent as they are (relative ones made absolute).
 */
export async function placeInlineImages(
  deps: InlineImagesDeps,
  publisher: Publisher,
  to: ImageDestination,
  html: string,
): Promise<string> {
  const storage = createMediaStorage(deps.config);
  const content = await withoutDataImages(html, () => mediaLibrary(deps.db, storage), to.ownerId);
  const tags = content.match(IMG) ?? [];
  const keys = [
    ...new Set(
      tags.flatMap((tag) => {
        const key = mediaKeyOf(SRC.exec(tag)?.[2] ?? '', deps.config.PUBLIC_URL);
        return key ? [key] : [];
      }),
    ),
  ];
  const ownership = mediaOwnership(deps.db);
  const placed = new Map<string, string | null>();
  const repo = destinationImagesRepository(deps.db);
  const known = publisher.uploadImage ? await repo.urlsOf(to.ownerId, to.destinationKey, keys) : new Map();

  for (const key of keys) {
    if (!(await ownership.ownsPath(to.ownerId, `${MEDIA_URL_PREFIX}${key}`))) placed.set(key, null);
    else if (!publisher.uploadImage) placed.set(key, `${deps.config.PUBLIC_URL}${MEDIA_URL_PREFIX}${key}`);
    else if (known.has(key)) placed.set(key, known.get(key) as string);
    else {
      const file = await storage.get(key).catch((err: unknown) => {
        throw new PublishError('transient', `Inkgram's media storage could not be read: ${(err as Error).message}`);
      });
      if (!file) {
        placed.set(key, null);
        continue;
      }
      const firstAlt = tags
        .find((t) => mediaKeyOf(SRC.exec(t)?.[2] ?? '', deps.config.PUBLIC_URL) === key)
        ?.match(ALT)?.[1];
      const uploaded = await publisher.uploadImage({
        bytes: file.bytes,
        contentType: file.contentType,
        name: `inkgram-${key.slice(0, 16)}`,
        alt: firstAlt ? decode(firstAlt) : null,
      });
      await repo.record({
        userId: to.ownerId,
        destinationKey: to.destinationKey,
        mediaKey: key,
        remoteId: uploaded.id,
        remoteUrl: uploaded.url,
      });
      placed.set(key, uploaded.url);
    }
  }

  return content.replace(IMG, (tag) => {
    const src = SRC.exec(tag)?.[2] ?? '';
    const key = mediaKeyOf(src, deps.config.PUBLIC_URL);
    if (key) {
      const url = placed.get(key);
      return url ? tag.replace(SRC, (_m, a: string, _s, z: string) => `${a}${escapeHtml(url)}${z}`) : '';
    }
    if (src.startsWith('/') && !src.startsWith('//'))
      return tag.replace(SRC, (_m, a: string, s: string, z: string) => `${a}${deps.config.PUBLIC_URL}${s}${z}`);
    return tag;
  });
}

/** The media key an app path (`/media/<key>`, or the same under PUBLIC_URL) names, if any. */
function mediaKeyOf(src: string, publicUrl: string): string | undefined {
  const path = src.startsWith(`${publicUrl}${MEDIA_URL_PREFIX}`) ? src.slice(publicUrl.length) : src;
  if (!path.startsWith(MEDIA_URL_PREFIX)) return undefined;
  const key = path.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : undefined;
}

/** Stores the content's `data:` pictures; one that is no picture is left out (it cannot be sent). */
async function withoutDataImages(html: string, library: () => ReturnType<typeof mediaLibrary>, ownerId: number) {
  try {
    return await storeDataImages(library(), html, ownerId);
  } catch (err) {
    if (err instanceof AppError && err.status === 422) return html.replace(DATA_IMG, '');
    throw err;
  }
}
