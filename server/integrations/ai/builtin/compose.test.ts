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

const write = (over: Partial<WriterPost>, angle = 0) => composePost({ ...base, ...over }, angle);

const RECIPE =
  'Brown butter banana bread 🍌\n\nIngredients:\n- 3 ripe bananas\n- 115 g butter\n- 2 eggs\n- 200 g flour\n\nMelt the butter until it smells nutty. Mash the bananas and whisk in the eggs. Bake at 175°C for 55 minutes.\n\nSave this for later! #bananabread #baking';

describe('built-in writer', () => {
  it('turns a recipe into its ingredients and method, every quantity kept, nothing added', () => {
    const post = write({ caption: RECIPE, hashtags: ['bananabread', 'baking'] });
    expect(post.title).toBe('Brown butter banana bread');
    expect(post.content).toContain(
      '<h2>Ingredients</h2><ul><li><p>3 ripe bananas</p></li><li><p>115 g butter</p></li><li><p>2 eggs</p></li><li><p>200 g flour</p></li></ul>',
    );
    expect(post.content).toContain(
      '<h2>Method</h2><ol><li><p>Melt the butter until it smells nutty.</p></li><li><p>Mash the bananas and whisk in the eggs.</p></li><li><p>Bake at 175°C for 55 minutes.</p></li></ol>',
    );
    // Instagram's call to action and the hashtags do not belong in an article.
    expect(post.content).not.toMatch(/Save this|#baking/);
    expect(post.suggestedCategory).toBe('Food & Recipes');
    expect(post.tags).toEqual(['bananabread', 'baking']);
  });

  it('splits a sentence that lists quantities into a list', () => {
    const post = write({
      caption: 'Lemon pasta for two. You need 200g spaghetti, 1 lemon, 40g parmesan and 2 tbsp butter. Boil the pasta.',
    });
    expect(post.content).toContain('<li><p>200g spaghetti</p></li><li><p>1 lemon</p></li><li><p>40g parmesan</p></li>');
  });

  it('keeps a trip as a route with its tips, and a workout as its routine', () => {
    const trip = write({
      caption: 'Ten days in Japan.\nDay 1-3: Tokyo\nDay 4: Hakone\nDay 5: Kyoto\nTip: get a Suica card on day one.',
    });
    expect(trip.content).toContain('<h2>Route</h2><ol><li><p>Day 1-3: Tokyo</p></li><li><p>Day 4: Hakone</p></li>');
    expect(trip.content).toContain('<h2>Tips</h2><ul><li><p>Tip: get a Suica card on day one.</p></li></ul>');
    const legs = write({
      caption: 'Leg day.\n1. Back squat 5x5\n2. Lunges 3x12\n3. Calf raises 4x20\nRest 90 sec between sets.',
    });
    expect(legs.content).toContain('<h2>Routine</h2><ol><li><p>Back squat 5x5</p></li>');
  });

  it('keeps dotted handles whole and does not split decimals', () => {
    const post = write({ caption: 'Dinner with @ana.rita.eats at @casa.do.alentejo. The bill was €42.50 for two.' });
    expect(post.title).toBe('Dinner with @ana.rita.eats at @casa.do.alentejo');
    expect(post.content).toContain('€42.50 for two.');
  });

  it('gives a short caption a short honest article', () => {
    const post = write({ caption: 'Sunday pancakes 🥞 #brunch', hashtags: ['brunch'] });
    expect(post.title).toBe('Sunday pancakes');
    expect(post.content).toBe('<p>Sunday pancakes.</p>');
  });

  it('links to the original post only when its permalink is real', () => {
    const real = 'https://www.instagram.com/p/C8xYz12AbCd/';
    expect(write({ caption: 'Lisbon at dusk.', permalink: real }).content).toContain(`<a href="${real}"`);
    expect(write({ caption: 'Lisbon at dusk.', permalink: real, sandbox: true }).content).not.toContain('<a ');
    expect(write({ caption: 'Lisbon at dusk.', permalink: 'http://localhost:3000/sandbox/p/1' }).content).not.toContain(
      '<a ',
    );
  });

  it('uses what the source pack adds: slide text, transcript, notes, location and tagged handles', () => {
    const post = write({
      caption: 'Shakshuka for Sunday.',
      pack: {
        slides: [
          { ocrText: 'Ingredients\n• 6 eggs\n• 2 cans tomatoes' },
          { ocrText: '1. Simmer 15 min\n2. Crack in the eggs' },
        ],
        transcript: 'Okay so the trick is low heat.',
        notes: 'Serves 4.',
        location: 'Porto',
        mentions: ['sunny.kitchen'],
      },
    });
    expect(post.content).toContain(
      '<h2>Ingredients</h2><ul><li><p>6 eggs</p></li><li><p>2 cans tomatoes</p></li></ul>',
    );
    expect(post.content).toContain('The trick is low heat.');
    expect(post.content).toContain('Serves 4.');
    expect(post.content).toContain('<p>Porto · with @sunny.kitchen</p>');
  });

  it('takes another angle on Regenerate: title, order and opening change, facts stay', () => {
    const caption =
      'Roys Peak at sunrise. 16 km return and 1,258 m of elevation. We started at 3:30am with head torches. The last 2 km are steep. Go early, the car park fills by 6am.';
    const drafts = [0, 1, 2].map((angle) => write({ caption, pack: { location: 'Wanaka' } }, angle));
    expect(new Set(drafts.map((d) => d.title)).size).toBe(3);
    expect(new Set(drafts.map((d) => d.content)).size).toBe(3);
    for (const d of drafts)
      for (const n of ['16 km', '1,258 m', '3:30am', '2 km', '6am']) expect(`${d.title} ${d.content}`).toContain(n);
  });

  it('is deterministic', () => {
    const post = { caption: 'Sourdough day. #baking', hashtags: ['baking'] };
    expect(write(post)).toEqual(write(post));
  });

  it('writes an empty or emoji-only caption without inventing anything', () => {
    const empty = write({ caption: '' });
    expect(empty.content).toBe('<p>@maya.lens</p>');
    expect(BLOG_CATEGORIES).toContain(empty.suggestedCategory);
    const emoji = write({ caption: '🔥🔥🔥 😍🙌', type: 'reel' });
    expect(emoji.content).not.toMatch(/🔥|😍/u);
  });

  it('writes non-English captions without breaking words', () => {
    const es = write({
      caption: 'Hoy preparamos una tortilla española. ¡Quedó buenísima! La receta es de mi abuela. #receta #comida',
      hashtags: ['receta', 'comida'],
    });
    expect(es.content).toContain('¡Quedó buenísima!');
    expect(es.content).toContain('La receta es de mi abuela.');
    const ja = write({
      caption: '東京の夜景はとても綺麗でした。また行きたいです。#tokyo #travel',
      hashtags: ['tokyo', 'travel'],
    });
    expect(ja.suggestedCategory).toBe('Travel');
    expect(ja.content).toContain('また行きたいです。');
  });

  it('never turns caption markup into HTML', () => {
    const post = write({ caption: '<img src=x onerror=alert(1)> Hello & welcome <b>friends</b>' });
    expect(post.content).not.toMatch(/<img|<b>|onerror/);
    expect(post.content).toContain('Hello &amp; welcome friends');
  });
});
