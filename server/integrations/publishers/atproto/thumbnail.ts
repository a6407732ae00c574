import sharp from 'sharp';

/** The PDS blob limit of a link card thumbnail and a document's cover image (lexicons: maxSize 1,000,000). */
export const BLOB_LIMIT = 1_000_000;
/** Width and JPEG quality, tried in turn until the picture fits: Bluesky shows cards at most 1200 px wide. */
const STEPS: readonly (readonly [number, number])[] = [
  [1200, 82],
  [1200, 70],
  [1200, 55],
  [1000, 50],
  [800, 45],
  [600, 40],
];

/**
 * A featured image as a JPEG under the blob limit: at most 1200 px wide, then smaller and with a
 * lower quality until it fits. null when the bytes are not a picture sharp can read, or cannot be
 * brought under the limit (the card and the document then have no picture).
 */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer | null> {
  try {
    const source = sharp(bytes, { failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
    for (const [width, quality] of STEPS) {
      const out = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (out.length < BLOB_LIMIT) return out;
    }
    return null;
  } catch {
    return null;
  }
}
