import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { previewOf } from '../../lib/html/sanitize';
import { imageTypeOf } from '../../lib/storage/image-type';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import { storeDataImages } from './data-images';
import { mediaRepository } from './media.repository';

/** The job queue the conversion runs on, once per boot (server/jobs/media.ts). */
export const DATA_IMAGES_QUEUE = 'media.convert-data-images';

const BATCH = 20;
/** An image that is no picture is dropped: it could not be stored, and content never keeps bytes. */
const DATA_IMG = /<img\b[^>]*?\ssrc="data:[^"]*"[^>]*>/gi;

/**
 * The data migration of docs/decisions/028: every blog whose content still holds `data:` images
 * (saved before images were files) gets them stored in its author's media library, the src
 * replaced by `/media/<key>`. Idempotent and resumable: a converted blog no longer matches, and the
 * write happens only if the content is unchanged since it was read (a save meanwhile converted it
 * already). Returns how many blogs it changed.
 */
export async function convertStoredDataImages(db: Db, library: MediaLibrary, log?: FastifyBaseLogger) {
  const repo = mediaRepository(db);
  let afterId = 0;
  let converted = 0;
  for (;;) {
    const rows = await repo.blogsWithDataImages(afterId, BATCH);
    if (!rows.length) break;
    for (const row of rows) {
      afterId = row.id;
      let content: string;
      try {
        content = await storeDataImages(library, row.content, row.userId);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 422) throw err;
        log?.warn({ event: 'data_image_dropped', blogId: row.id }, 'a data: image that is no picture was removed');
        content = await storeDataImages(library, await withoutNonPictures(row.content), row.userId);
      }
      if (content !== row.content && (await repo.replaceContent(row.id, row.content, content, previewOf(content))))
        converted++;
    }
  }
  if (converted) log?.info({ event: 'data_images_converted', blogs: converted }, 'stored the data: images of blogs');
  return converted;
}

/** The HTML without the `data:` images whose bytes are no picture (those cannot be stored). */
async function withoutNonPictures(html: string): Promise<string> {
  let out = html;
  for (const img of html.match(DATA_IMG) ?? []) {
    const data = /\ssrc="data:[^;"]*;base64,([^"]*)"/i.exec(img)?.[1];
    if (!data || !(await imageTypeOf(Buffer.from(data, 'base64')))) out = out.replace(img, '');
  }
  return out;
}
