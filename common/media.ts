import { z } from 'zod';

/**
 * Images the creator puts in a blog's content are files in the media library, never `data:` URLs
 * (docs/decisions/028-inline-images-are-media.md): the editor uploads them, a save converts any
 * `data:` image it is sent, and publishing puts each one where the platform keeps images.
 */
export const IMAGE_UPLOAD = {
  /** The picture types the editor uploads (no SVG: it can carry script). */
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
  /** Bytes of one uploaded picture (the request body cap of the upload route). */
  maxBytes: 10 * 1024 * 1024,
  /** Characters of an image's alt text. */
  altMax: 250,
} as const;

export const IMAGE_MESSAGES = {
  tooLarge: `That picture is larger than ${IMAGE_UPLOAD.maxBytes / 1024 / 1024} MB.`,
  notAnImage: 'Upload a PNG, JPEG, GIF, WebP or AVIF picture.',
  /** A `data:` image in saved content whose bytes are not the picture type it claims to be. */
  dataImageInvalid:
    'An image in the content is not a PNG, JPEG, GIF, WebP or AVIF picture. Remove it and upload it again.',
} as const;

/** The editor's image popover (docs/product.md §5: 'Upload from device'). */
export const IMAGE_COPY = {
  upload: 'Upload from device',
  uploading: 'Uploading picture…',
  urlInvalid: 'Use an http(s) image address, or upload a PNG, JPEG, GIF, WebP or AVIF picture.',
  altLabel: 'Alt text',
  altHint: 'Describe the picture for people who cannot see it. Sent with it to every platform.',
  altTooLong: `Alt text must be at most ${IMAGE_UPLOAD.altMax} characters`,
  save: 'Save',
  skip: 'Skip',
  cancel: 'Cancel',
  /** The toolbar button's name while a picture is selected. */
  editAlt: 'Image alt text',
} as const;

/** POST /api/media/images answers with the stored copy's app path (`/media/<key>`). */
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
