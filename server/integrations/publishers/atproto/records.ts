import { createHash } from 'node:crypto';
import { publicCreatorPath } from '@common/public-pages';

/**
 * The pure part of the AT Protocol publisher (docs/decisions/043-at-protocol-standard-site.md):
 * record keys derived from the blog, Bluesky's text limits, and the records' shapes
 * (lexicons `site.standard.publication`, `site.standard.document`, `app.bsky.feed.post`).
 */

export const PUBLICATION = 'site.standard.publication';
export const DOCUMENT = 'site.standard.document';
export const POST = 'app.bsky.feed.post';

/** Bluesky's post text limit (app.bsky.feed.post `text`: maxGraphemes 300). */
export const POST_GRAPHEMES = 300;
/** site.standard.document `title`: maxGraphemes 500. */
export const TITLE_GRAPHEMES = 500;
/** site.standard.document `description`: maxGraphemes 3000. */
export const DESCRIPTION_GRAPHEMES = 3000;
/** The plain text kept in `textContent`: records travel as one JSON body, which PDSs cap. */
export const TEXT_CONTENT_BYTES = 100_000;

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';
/** Derived timestamps fall in the year after this instant: always in the past, never a future TID. */
const TID_EPOCH_US = BigInt(Date.UTC(2023, 0, 1)) * 1000n;

/**
 * A record key of the `tid` format, derived from `seed`: the same seed always gives the same key,
 * so a retried or repeated write lands on the same record (one document per blog and account).
 * A TID is 64 bits (top bit 0): 53 bits of microseconds, 10 bits of clock id, base32-sortable.
 */
export function derivedTid(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const micros = TID_EPOCH_US + (hash.readBigUInt64BE(0) & ((1n << 45n) - 1n));
  const clock = BigInt(hash.readUInt16BE(8) & 0x3ff);
  let n = (micros << 10n) | clock;
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = TID_ALPHABET[Number(n & 31n)] + out;
    n >>= 5n;
  }
  return out;
}

export const TID_PATTERN = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export const graphemes = (text: string): number => [...segmenter.segment(text)].length;

/** `text` cut to at most `max` graphemes, an ellipsis marking the cut. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = [...segmenter.segment(text)].map((s) => s.segment);
  if (parts.length <= max) return text;
  return `${parts
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** `text` cut to at most `max` UTF-8 bytes, on a grapheme boundary. */
export function truncateBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let out = '';
  let bytes = 0;
  for (const { segment } of segmenter.segment(text)) {
    const size = Buffer.byteLength(segment);
    if (bytes + size > max - 3) break;
    out += segment;
    bytes += size;
  }
  return `${out.trimEnd()}…`;
}

export interface BlobRef {
  $type: 'blob';
  ref: { $link: string };
  mimeType: string;
  size: number;
}

export const atUri = (did: string, collection: string, rkey: string) => `at://${did}/${collection}/${rkey}`;

/** The part after the last slash of an at:// URI. */
export const rkeyOf = (uri: string) => uri.slice(uri.lastIndexOf('/') + 1);

export const bskyPostUrl = (did: string, rkey: string) => `https://bsky.app/profile/${did}/post/${rkey}`;

/** The keys of one blog's records in one account: the publication is the creator's, the others the blog's. */
export function recordKeys(siteUrl: string, blogId: number) {
  return {
    publication: derivedTid(`${PUBLICATION}|${siteUrl}`),
    document: derivedTid(`${DOCUMENT}|${siteUrl}|${blogId}`),
    post: derivedTid(`${POST}|${siteUrl}|${blogId}`),
  };
}

/** A creator's publication address on Inkgram: their public pages, `PUBLIC_URL/p/<username>`, no trailing slash. */
export const publicationUrlOf = (base: string, username: string) =>
  new URL(publicCreatorPath(username), `${base.replace(/\/+$/, '')}/`).toString().replace(/\/+$/, '');
