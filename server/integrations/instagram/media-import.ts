import { fileTypeFromBuffer } from 'file-type';
import { OutboundError, safeFetch } from '../../lib/http/safe-fetch';
import { STORED_CONTENT_TYPES, type MediaLibrary, type StoredContentType } from '../../lib/storage/media-storage';

/**
 * Copies one Instagram image (post image, video cover, slide, profile picture) into the app's
 * media library on behalf of `ownerId` (the user who connected the account, the only one it is
 * served to until a blog showing it is published): only from the allowed CDN hosts, at most 8 MiB
 * (Instagram's own image cap), and only if the bytes really are a raster image (sniffed, not
 * trusted from Content-Type). Returns the app URL (/media/<key>). 403 from the CDN means the
 * signed link expired: `expired` lets the caller fetch a fresh URL and try again.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export class MediaImportError extends Error {
  constructor(
    readonly reason: 'expired' | 'failed' | 'not_image',
    message: string,
  ) {
    super(message);
    this.name = 'MediaImportError';
  }
}

export async function importImage(
  library: MediaLibrary,
  url: string,
  opts: { allowHosts: readonly string[]; allowPrivate: readonly string[]; ownerId: number },
): Promise<string> {
  let res;
  try {
    res = await safeFetch(url, {
      allowHosts: opts.allowHosts,
      allowPrivate: opts.allowPrivate,
      maxBytes: MAX_IMAGE_BYTES,
      timeoutMs: 20_000,
      redirects: 3,
      headers: { accept: 'image/*' },
    });
  } catch (err) {
    throw new MediaImportError('failed', err instanceof OutboundError ? err.message : 'Download failed');
  }
  if (res.status === 403 || res.status === 410) throw new MediaImportError('expired', 'The media link expired');
  if (res.status !== 200) throw new MediaImportError('failed', `The CDN answered ${res.status}`);
  const sniffed = await fileTypeFromBuffer(res.body);
  const mime = sniffed?.mime;
  if (!mime || !(mime in STORED_CONTENT_TYPES)) throw new MediaImportError('not_image', 'The file is not an image');
  return library.store(res.body, mime as StoredContentType, opts.ownerId);
}
