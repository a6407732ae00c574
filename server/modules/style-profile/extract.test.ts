/** The voice learned from the caption corpus (test/corpus/captions.json) and from made-up creators. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_STYLE_TRAITS, styleTraitsSchema } from '@common/style-profile';
import { learnStyle } from './extract';

const corpus = z
  .array(z.object({ caption: z.string() }))
  .parse(
    JSON.parse(readFileSync(fileURLToPath(new URL('../../../test/corpus/captions.json', import.meta.url)), 'utf8')),
  )
  .map((c) => c.caption);

describe('learnStyle over the caption corpus', () => {
  const { traits, examples } = learnStyle({ captions: corpus, blogs: [] });

  it('gives valid traits, the same every time', () => {
    expect(styleTraitsSchema.parse(traits)).toEqual(traits);
    expect(learnStyle({ captions: corpus, blogs: [] }).traits).toEqual(traits);
  });

  it('finds the corpus written in the first person singular, in sentences of about a dozen words', () => {
    expect(traits.person).toBe('I');
    expect(examples.person).toMatch(/\b(I|my|me)\b/);
    expect(traits.sentenceLength).toBeGreaterThanOrEqual(6);
    expect(traits.sentenceLength).toBeLessThanOrEqual(16);
  });

  it('counts how often emoji are used; no favourite, as no emoji recurs in three captions of these many creators', () => {
    const withEmoji = corpus.filter((c) => /\p{Extended_Pictographic}/u.test(c)).length;
    expect(traits.emoji.frequency).toBe(withEmoji / corpus.length >= 0.5 ? 'often' : 'sometimes');
    expect(traits.emoji.favourites).toEqual([]);
    expect(examples.emoji).toMatch(/\p{Extended_Pictographic}/u);
  });

  it('keeps favourite words that are not stop words, each used in three captions or more', () => {
    expect(traits.vocabulary.length).toBeGreaterThan(0);
    for (const w of traits.vocabulary) {
      expect(['the', 'and', 'with', 'this', 'that', 'your']).not.toContain(w);
      expect(corpus.filter((c) => c.toLowerCase().includes(w)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('measures hashtag habits and finds no sign-off in captions by different creators', () => {
    const tags = corpus.reduce((n, c) => n + (c.match(/#[\p{L}\p{N}_]+/gu) ?? []).length, 0);
    expect(traits.hashtags.perPost).toBeCloseTo(tags / corpus.length, 1);
    expect(traits.signOff).toBeNull();
  });
});

describe('learnStyle for one creator', () => {
  const captions = [
    'We baked the rye loaf again today 🍞 Our starter is 3 years old.\n\nSee you at the market! 🧡\n\n#sourdough #bakery',
    'We opened at 7 and sold out by noon. Our regulars brought their own bags.\n\nSee you at the market! 🧡\n#bakery',
    'New oven, same rye loaf. We are still learning its hot spots.\n\nSee you at the market! 🧡\n\n#sourdough #bakery #rye',
  ];

  it('learns person, a sign-off closing three different posts, emoji at the end and hashtags', () => {
    const { traits, examples } = learnStyle({ captions, blogs: [] });
    expect(traits.person).toBe('we');
    expect(traits.signOff).toBe('See you at the market! 🧡');
    expect(examples.signOff).toBe('See you at the market! 🧡');
    // 🧡 closes three posts; the loaf's 🍞 is in one.
    expect(traits.emoji).toEqual({ frequency: 'often', placement: 'end', favourites: ['🧡'] });
    expect(traits.hashtags).toEqual({ perPost: 2, favourites: ['bakery', 'sourdough'] });
    // 'rye loaf' is in two posts: what they are about, not yet a habit; the sign-off is no vocabulary.
    expect(traits.vocabulary).toEqual([]);
    expect(examples.hashtags).toBe('#sourdough #bakery');
  });

  it('adds edited blogs to person, sentence length and vocabulary, not to sign-offs or hashtags', () => {
    const blogs = Array.from(
      { length: 6 },
      () => 'You can shape the dough by hand if you wet your fingers first and keep the bench clean and floured.',
    );
    const { traits } = learnStyle({ captions, blogs });
    expect(traits.person).toBe('you');
    expect(traits.sentenceLength).toBeGreaterThan(learnStyle({ captions, blogs: [] }).traits.sentenceLength);
    expect(traits.signOff).toBe('See you at the market! 🧡');
  });

  it('learns no sign-off from a repeated line that describes the food, however often it closes a post', () => {
    const pancakes = 'Fluffy ricotta pancakes, blueberries and a drizzle of maple.';
    const bodies = [
      'Sunday brunch at home, slow and sunny.',
      'Tried a new pan this morning and it was worth it.',
      'My sister asked for the recipe again.',
      'Rainy Saturday, warm kitchen.',
    ];
    const { traits, examples } = learnStyle({ captions: bodies.map((b) => `${b}\n\n${pancakes}\n#brunch`), blogs: [] });
    expect(traits.signOff).toBeNull();
    expect(examples.signOff).toBeNull();
  });

  it('learns no sign-off from a short line that names what the posts are about, or from one post posted again', () => {
    const about = ['Lemon tart for the shop.', 'A lemon tart, take two.', 'Our lemon tart is back.'];
    expect(learnStyle({ captions: about.map((b) => `${b}\nLemon tart season!`), blogs: [] }).traits.signOff).toBeNull();
    const again = Array.from({ length: 4 }, () => captions[0]!);
    expect(learnStyle({ captions: again, blogs: [] }).traits.signOff).toBeNull();
    // Two posts are not a habit yet.
    expect(learnStyle({ captions: captions.slice(0, 2), blogs: [] }).traits.signOff).toBeNull();
  });

  it('gives the neutral voice with nothing to learn from', () => {
    expect(learnStyle({ captions: ['', '  '], blogs: [] }).traits).toEqual(DEFAULT_STYLE_TRAITS);
  });
});

describe('phrases and emoji: habits across posts, never one post’s subject', () => {
  // One post about ramen says its toppings again and again; the creator's turns of phrase and emoji
  // come back in post after post, whatever they are about.
  const ramen =
    'Tonkotsu night 🍜🍜🍜 The chashu ajitama bowl at Menya was rich. Chashu ajitama, again: chashu ajitama is my order. Honestly so worth it ✨';
  const others = [
    'Long walk on the coast path today ✨ Honestly so worth it, even in the rain. Can’t wait to go back.',
    'Sunday market haul: figs, bread, a jar of honey. Can’t wait to bake with them ✨',
    'First swim of the year in the lake 🥶 Honestly so worth it. Chashu ajitama for lunch after.',
    'New plant shelf in the hallway. Took all weekend but can’t wait to fill it ✨',
  ];
  const { traits } = learnStyle({ captions: [ramen, ...others], blogs: [] });

  it('learns the phrases said across three posts or more', () => {
    expect(traits.vocabulary).toContain('honestly so worth it');
    expect(traits.vocabulary).toContain('can’t wait');
  });

  it('never one post’s content words, even when they turn up in another post once', () => {
    expect(traits.vocabulary.join(' | ')).not.toMatch(/chashu|ajitama|tonkotsu|menya|bowl/);
  });

  it('learns the emoji used across posts, not the one repeated in a single post', () => {
    expect(traits.emoji.favourites).toEqual(['✨']);
  });

  it('counts a caption posted again once', () => {
    const again = learnStyle({ captions: [others[0]!, others[0]!, others[0]!, others[1]!], blogs: [] });
    expect(again.traits.vocabulary).not.toContain('honestly so worth it');
    expect(again.traits.emoji.favourites).toEqual([]);
  });
});
