import type { PostType } from '@common/instagram';
import { cleanJson, cleanText } from '@common/text';
import type { InstagramChild, InstagramMedia } from './schemas';

/** Pure rules turning an Instagram media object into Inkgram's post fields (docs/decisions/007-instagram-sync-and-sandbox.md, "Storage"). */

/** Reels are VIDEO media: media_product_type REELS when present, else a /reel/ permalink. */
export function postType(media: Pick<InstagramMedia, 'media_type' | 'media_product_type' | 'permalink'>): PostType {
  if (media.media_type !== 'VIDEO') return 'photo';
  if (media.media_product_type !== undefined) return media.media_product_type === 'REELS' ? 'reel' : 'video';
  return media.permalink && /\/reels?\//.test(media.permalink) ? 'reel' : 'video';
}

/** Hashtags in order of appearance, without '#', de-duplicated case-insensitively (unicode-aware). */
export function parseHashtags(caption: string | undefined | null): string[] {
  if (!caption) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const m of caption.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)) {
    const tag = m[1]!;
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags.slice(0, 60);
}

/**
 * The caption as Inkgram stores it: Instagram's text under the app's one text rule (common/text.ts),
 * so a NUL byte or a lone surrogate in a caption never reaches the database or a publisher's URL.
 */
export const captionOf = (media: Pick<InstagramMedia, 'caption'>): string | null =>
  media.caption === undefined ? null : cleanText(media.caption);

/** Image to show for a child: the image itself, or a video's cover. */
export const childImageSource = (c: InstagramChild) =>
  c.media_type === 'VIDEO' ? (c.thumbnail_url ?? null) : (c.media_url ?? null);

/** The image Inkgram shows for a post: photo → media_url; video/reel → thumbnail; carousel → first slide. */
export function displayImageSource(media: InstagramMedia): string | null {
  if (media.media_type === 'VIDEO') return media.thumbnail_url ?? null;
  if (media.media_type === 'CAROUSEL_ALBUM') {
    const first = media.children?.data[0];
    return (first ? childImageSource(first) : null) ?? media.media_url ?? null;
  }
  return media.media_url ?? null;
}

/** What is kept in metadata besides slides: Instagram's own fields (its URLs expire; kept for reference). */
export function instagramMetadata(media: InstagramMedia) {
  return cleanJson({
    mediaType: media.media_type,
    ...(media.media_product_type ? { mediaProductType: media.media_product_type } : {}),
    ...(media.media_url ? { mediaUrl: media.media_url } : {}),
    ...(media.thumbnail_url ? { thumbnailUrl: media.thumbnail_url } : {}),
    ...(media.shortcode ? { shortcode: media.shortcode } : {}),
    ...(media.alt_text ? { altText: media.alt_text } : {}),
    hasMediaUrl: media.media_url !== undefined,
    likesHidden: media.like_count === undefined,
    childIds: media.children?.data.map((c) => c.id) ?? [],
  });
}
