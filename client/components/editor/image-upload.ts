import { ERROR_CODES } from '@common/error-codes';
import { uploadedImageSchema, type UploadedImage } from '@common/media';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@client/lib/api';

/**
 * Sends a picture to the media library (POST /api/media/images, the file as the body) and returns
 * its `/media/<key>` path. Failures are ApiErrors with the server's message.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  // On a saved blog's page the picture is for that blog: a co-writer's then belongs to the blog's
  // owner too, who may publish it and choose it as the featured image (docs/decisions/035).
  const blogId = /^\/edit-blog\/(\d+)/.exec(window.location.pathname)?.[1];
  let res: Response;
  try {
    res = await fetch(blogId ? `/api/media/images?blogId=${blogId}` : '/api/media/images', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': file.type },
      credentials: 'include',
      body: file,
    });
  } catch {
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, code: ERROR_CODES.network });
  }
  if (!res.ok) throw await toApiError(res);
  return uploadedImageSchema.parse(await res.json());
}
