import { describe, expect, it } from 'vitest';
import { parseKeywords } from '@common/prompts';
import { suggestPromptFromPost } from './prompt-suggest';

describe('parseKeywords', () => {
  it('splits on commas, trims, drops blanks and repeats in any case', () => {
    expect(parseKeywords(' Travel, food ,, travel,  ')).toEqual(['Travel', 'food']);
    expect(parseKeywords(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(parseKeywords(null)).toEqual([]);
  });
});

describe('suggestPromptFromPost', () => {
  it('builds a prompt from hashtags alone when there is no caption', async () => {
    const s = suggestPromptFromPost({
      type: 'video',
      caption: null,
      hashtags: ['#mountainHike', 'sunrise'],
      accountUsername: 'maya',
    });
    expect(s.title).toBe('The Story Behind the Mountain Hike Video');
    expect(s.description).toMatch(/^Tell the story this video shows/);
    expect(s.audience).toBe('Travellers and adventure seekers');
    expect(s.keywords.slice(0, 2)).toEqual(['mountain hike', 'sunrise']);
  });

  it('falls back to a casual tone and the account’s followers when nothing stands out', async () => {
    const s = suggestPromptFromPost({
      type: 'photo',
      caption: 'Blue door.',
      hashtags: [],
      accountUsername: 'maya',
    });
    expect(s).toMatchObject({ title: 'Write About: Blue Door', tone: 'casual', audience: 'Followers of @maya' });
    expect(s.description).toContain('Describe the moment this photo captures');
    expect(s.keywords).toEqual(['blue', 'door']);
  });

  it('is deterministic', async () => {
    const src = {
      type: 'reel' as const,
      caption: 'Tips for a perfect espresso!',
      hashtags: ['coffee'],
      accountUsername: 'x',
    };
    expect(suggestPromptFromPost(src)).toEqual(suggestPromptFromPost(src));
  });
});

describe('suggestPromptFromPost description', () => {
  it('quotes the caption without doubling its final punctuation', async () => {
    const s = suggestPromptFromPost({
      type: 'photo',
      caption: 'Slow Sundays.',
      hashtags: [],
      accountUsername: 'm',
    });
    expect(s.description).toMatch(/^The photo by @m says: "Slow Sundays\." Describe the moment/);
    const t = suggestPromptFromPost({
      type: 'photo',
      caption: 'Slow Sundays',
      hashtags: [],
      accountUsername: 'm',
    });
    expect(t.description).toMatch(/^The photo by @m says: "Slow Sundays"\. Describe the moment/);
  });
});

describe('suggestPromptFromPost with real captions', () => {
  it('keeps emoji out of the title and reads a brunch post as food', () => {
    const s = suggestPromptFromPost({
      type: 'photo',
      caption:
        'Sunday brunch done right 🥞☕️\nFluffy ricotta pancakes, blueberries and a drizzle of maple.\n\n#brunch #pancakes #homecooking',
      hashtags: ['brunch', 'pancakes', 'homecooking'],
      accountUsername: 'sunny.kitchen',
    });
    expect(s.title).toBe('Write About: Sunday Brunch Done Right');
    expect(s.audience).toBe('Food lovers and home cooks');
    expect(s.keywords.slice(0, 3)).toEqual(['brunch', 'pancakes', 'homecooking']);
    expect(s.keywords).not.toContain('done');
  });
});
