import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@common/constants';
import type { WriterPost } from '../types';
import { composePost } from './compose';

const base: WriterPost = {
  type: 'photo',
  caption: '',
  hashtags: [],
  timestamp: new Date('2024-01-05T10:00:00Z'),
  likes: 0,
  comments: 0,
  accountUsername: 'maya.lens',
  permalink: null,
  mediaUrl: null,
  slides: [],
};

const write = (over: Partial<WriterPost>) => composePost({ ...base, ...over });

describe('built-in writer', () => {
  it('turns a travel caption into a structured article with a real headline', () => {
    const caption =
      'Golden hour over Lisbon tonight 🌅 The light on the Tagus was unreal. We walked up to the Miradouro just in time. Bring a jacket, the wind picks up after sunset! Next stop: Porto.\n\n#lisbon #travel #sunset';
    const post = write({ caption, hashtags: ['lisbon', 'travel', 'sunset'], likes: 120, comments: 8 });
    expect(post.suggestedCategory).toBe('Travel');
    expect(post.title).toMatch(/Lisbon/);
    expect(caption.startsWith(post.title.slice(0, 20))).toBe(false);
    expect(post.content.startsWith('<p>Golden hour over Lisbon tonight. The light')).toBe(true);
    expect(post.content).toContain('<h2>Key Takeaways</h2><ul>');
    expect(post.content).toContain('<h2>Final Thoughts</h2>');
    expect(post.content).toContain('120 likes and 8 comments');
    expect(post.content).not.toContain('#lisbon');
    expect(post.tags).toEqual(['lisbon', 'travel', 'sunset']);
    expect(post.seoTitle.length).toBeLessThanOrEqual(60);
    expect(post.seoDescription.length).toBeLessThanOrEqual(160);
    expect(post.seoKeywords).toContain('lisbon');
  });

  it('is deterministic', () => {
    const post = { caption: 'Sourdough day. #baking', hashtags: ['baking'] };
    expect(write(post)).toEqual(write(post));
  });

  it('writes a sensible post from an empty caption', () => {
    const post = write({ caption: '' });
    expect(post.title).toBe('Behind the Photo: A Moment from @maya.lens');
    expect(post.content).toContain('<h2>About This Photo</h2>');
    expect(post.tags).toEqual([]);
    expect(BLOG_CATEGORIES).toContain(post.suggestedCategory);
    expect(post.readingTime).toBe(1);
  });

  it('handles an emoji-only caption without emoji soup', () => {
    const post = write({ caption: '🔥🔥🔥 😍🙌', type: 'reel' });
    expect(post.title).toBe('Behind the Reel: A Moment from @maya.lens');
    expect(post.content).not.toMatch(/🔥|😍/u);
  });

  it('describes a carousel slide by slide count and type', () => {
    const post = write({
      caption: 'Three looks for autumn. Which one is your favourite? #ootd #fashion',
      hashtags: ['ootd', 'fashion'],
      slides: [
        { type: 'image', mediaUrl: null },
        { type: 'image', mediaUrl: null },
        { type: 'video', mediaUrl: null },
      ],
    });
    expect(post.suggestedCategory).toBe('Fashion');
    expect(post.content).toContain('The carousel runs through 3 slides: 2 photos and 1 video');
    expect(post.content).toContain('About This Carousel');
  });

  it('keeps a long caption in sections and reports a longer reading time', () => {
    const sentence = 'Training for the marathon taught me patience, pacing and how to listen to my body. ';
    const post = write({ caption: sentence.repeat(60), hashtags: ['running', 'marathon'] });
    expect(post.suggestedCategory).toBe('Fitness & Wellness');
    expect((post.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(post.title.length).toBeLessThanOrEqual(100);
  });

  it('writes non-English captions without breaking words', () => {
    const es = write({
      caption: 'Hoy preparamos una tortilla española. ¡Quedó buenísima! La receta es de mi abuela. #receta #comida',
      hashtags: ['receta', 'comida'],
    });
    expect(es.content).toContain('Hoy preparamos una tortilla española.');
    expect(es.content).toContain('¡Quedó buenísima!');
    const ja = write({
      caption: '東京の夜景はとても綺麗でした。また行きたいです。#tokyo #travel',
      hashtags: ['tokyo', 'travel'],
    });
    expect(ja.suggestedCategory).toBe('Travel');
    expect(ja.content).toContain('東京の夜景はとても綺麗でした。');
  });

  it('never turns caption markup into HTML', () => {
    const post = write({ caption: '<img src=x onerror=alert(1)> Hello & welcome <b>friends</b>' });
    expect(post.content).not.toMatch(/<img|<b>|onerror/);
    expect(post.content).toContain('Hello &amp; welcome friends');
  });
});
