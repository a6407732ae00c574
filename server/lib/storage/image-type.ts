import { fileTypeFromBuffer } from 'file-type';
import { STORED_CONTENT_TYPES, type ImageContentType } from './media-storage';

/**
 * The picture type the bytes are, sniffed from their content (never taken from what the sender
 * claims): one the app stores (PNG, JPEG, GIF, WebP, AVIF), else undefined (SVG, HTML, a fragment).
 */
export async function imageTypeOf(bytes: Buffer): Promise<ImageContentType | undefined> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime && mime in STORED_CONTENT_TYPES ? (mime as ImageContentType) : undefined;
}
