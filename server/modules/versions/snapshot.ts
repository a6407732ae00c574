import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { versionFieldsSchema, type VersionFields } from '@common/versions';
import { htmlToText } from '../../lib/html/sanitize';

/**
 * A version's fields as stored: JSON, brotli-compressed at quality 5 (docs/decisions/019): varied
 * prose as blog HTML stores in about 40% of its size.
 */
export function packSnapshot(fields: VersionFields): Buffer {
  return brotliCompressSync(Buffer.from(JSON.stringify(fields)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}

export function unpackSnapshot(bytes: Buffer): VersionFields {
  return versionFieldsSchema.parse(JSON.parse(brotliDecompressSync(bytes).toString('utf8')));
}

export const sameFields = (a: VersionFields, b: VersionFields) => JSON.stringify(a) === JSON.stringify(b);

export function wordCountOf(html: string): number {
  const text = htmlToText(html).trim();
  return text ? text.split(/\s+/).length : 0;
}
