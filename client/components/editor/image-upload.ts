import { uploadedImageSchema, type UploadedImage } from '@common/media';
import { apiUrl, ORIGIN, sendRequest } from '@client/lib/api';

/**
 * Sends a picture to the media library (POST /api/media/images, the file as the body) and returns
 * its `/media/<key>` path. Failures are ApiErrors with the server's message.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  // On a saved blog's page the picture is for that blog: a co-writer's then belongs to the blog's
  // owner too, who may publish it and choose it as the featured image (docs/decisions/035).
  const blogId = /^\/edit-blog\/(\d+)/.exec(window.location.pathname)?.[1];
  const url = new URL(apiUrl('/api/media/images'), ORIGIN);
  if (blogId) url.searchParams.set('blogId', blogId);
  const res = await sendRequest(
    new Request(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': file.type },
      credentials: 'include',
      body: file,
    }),
  );
  return uploadedImageSchema.parse(await res.json());
}
