import { IMAGE_MESSAGES } from '@common/media';
import { ERROR_CODES } from '@common/errors';
import { AppError } from '../../lib/errors';
import { imageTypeOf } from '../../lib/storage/image-type';
import type { MediaLibrary } from '../../lib/storage/media-storage';

/** A `data:` image's src inside sanitized HTML (sanitize-html always double-quotes attributes). */
const DATA_SRC = /(<img\b[^>]*?\ssrc=")(data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]*={0,2})"/gi;

export const hasDataImages = (html: string) => /<img\b[^>]*?\ssrc="data:/i.test(html);

/** The 422 of a `data:` image whose bytes are no picture the app keeps. */
const invalidDataImage = () =>
  new AppError(422, ERROR_CODES.validation, IMAGE_MESSAGES.dataImageInvalid, {
    fieldErrors: { content: [IMAGE_MESSAGES.dataImageInvalid] },
  });

/**
 * Sanitized HTML with every `data:` image replaced by a stored copy (`/media/<key>`, owned by
 * `ownerId`, private until a blog showing it is published: docs/decisions/013): decoded, its type
 * read from its bytes, stored once however often it appears. Content is never saved or sent with
 * image bytes inside it (docs/decisions/028). A `data:` image that is not a picture is a 422.
 */
export async function storeDataImages(library: MediaLibrary, html: string, ownerId: number): Promise<string> {
  if (!hasDataImages(html)) return html;
  const stored = new Map<string, string>();
  for (const match of html.matchAll(DATA_SRC)) {
    const dataUrl = match[2] ?? '';
    if (stored.has(dataUrl)) continue;
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const type = await imageTypeOf(bytes);
    if (!type) throw invalidDataImage();
    stored.set(dataUrl, await library.store(bytes, type, ownerId));
  }
  return html.replace(DATA_SRC, (_m, head: string, dataUrl: string) => `${head}${stored.get(dataUrl) ?? ''}"`);
}
