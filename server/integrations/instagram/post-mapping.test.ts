import { describe, expect, it } from 'vitest';
import { captionOf, instagramMetadata, parseHashtags, postType } from './post-mapping';
import { parseJsonKeepingIds, shortTokenSchema } from './schemas';

describe('post mapping', () => {
  it('tells reels from videos by product type, else by permalink', () => {
    expect(postType({ media_type: 'VIDEO', media_product_type: 'REELS' })).toBe('reel');
    expect(
      postType({ media_type: 'VIDEO', media_product_type: 'FEED', permalink: 'https://www.instagram.com/reel/x/' }),
    ).toBe('video');
    expect(postType({ media_type: 'VIDEO', permalink: 'https://www.instagram.com/reel/x/' })).toBe('reel');
    expect(postType({ media_type: 'VIDEO', permalink: 'https://www.instagram.com/p/x/' })).toBe('video');
    expect(postType({ media_type: 'CAROUSEL_ALBUM' })).toBe('photo');
  });

  it("cleans text from Instagram by the app's one rule: no NUL, no lone surrogate, emoji kept", () => {
    expect(captionOf({ caption: 'Sun\u0000set \uD800🌅 #bay' })).toBe('Sunset \uFFFD🌅 #bay');
    expect(captionOf({})).toBeNull();
    const meta = instagramMetadata({ id: '1', media_type: 'IMAGE', timestamp: 'x', alt_text: 'a\u0000lt\uDC00' });
    expect(meta.altText).toBe('alt\uFFFD');
  });

  it('parses unicode hashtags once each', () => {
    expect(parseHashtags('Ramen 🍜 #Tokyo #東京 #tokyo\n#café_life!')).toEqual(['Tokyo', '東京', 'café_life']);
    expect(parseHashtags(undefined)).toEqual([]);
  });

  it('keeps ids above 2^53 exact and accepts both token shapes', () => {
    const flat = parseJsonKeepingIds(
      '{"access_token":"IGAA1","user_id":27640875392278831,"permissions":["instagram_business_basic"]}',
    );
    expect(shortTokenSchema.parse(flat)).toEqual({
      accessToken: 'IGAA1',
      userId: '27640875392278831',
      permissions: ['instagram_business_basic'],
    });
    const envelope = { data: [{ access_token: 'IGAA2', user_id: '1020', permissions: 'instagram_business_basic,x' }] };
    expect(shortTokenSchema.parse(envelope).permissions).toEqual(['instagram_business_basic', 'x']);
  });
});
