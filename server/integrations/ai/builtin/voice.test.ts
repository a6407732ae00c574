/**
 * The creator's voice on the built-in writer (docs/decisions/027-creator-voice-and-top-posts.md): over the caption corpus, a voice keeps
 * the corpus test's figures (no filler, every number kept, nothing invented) and shows on each draft.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_STYLE_TRAITS, type StyleTraits } from '@common/style-profile';
import { htmlToText } from '../../../lib/html/sanitize';
import { writeArticle } from './article';
import { fillerPhrasesIn, numbersOf, shareKept } from './quality';
import { realPermalink, type WriterSource } from './source';
import { emojiGraphemes } from './text';
import { applyVoice } from './voice';

const corpus = z
  .array(
    z.object({ id: z.string(), caption: z.string(), hashtags: z.array(z.string()), permalink: z.string().optional() }),
  )
  .parse(
    JSON.parse(readFileSync(fileURLToPath(new URL('../../../../test/corpus/captions.json', import.meta.url)), 'utf8')),
  );

const sourceOf = (c: (typeof corpus)[number]): WriterSource => ({
  caption: c.caption,
  hashtags: c.hashtags,
  mentions: [],
  location: null,
  date: new Date('2026-05-01T10:00:00Z'),
  mediaType: 'photo',
  accountUsername: 'maya.lens',
  slides: [],
  transcript: null,
  notes: null,
  permalink: realPermalink(c.permalink ?? 'https://www.instagram.com/p/abc/', false),
});

const VOICES: Record<string, StyleTraits> = {
  'we, emoji at the end, a sign-off': {
    ...DEFAULT_STYLE_TRAITS,
    person: 'we',
    emoji: { frequency: 'often', placement: 'end', favourites: [] },
    signOff: 'See you next week!',
  },
  'I, no emoji, no sign-off': { ...DEFAULT_STYLE_TRAITS, person: 'I' },
  'I, emoji often in the text': {
    ...DEFAULT_STYLE_TRAITS,
    emoji: { frequency: 'often', placement: 'inline', favourites: ['✨', '🙌'] },
  },
};

describe('the built-in writer in the creator’s voice, over the corpus', () => {
  for (const [name, voice] of Object.entries(VOICES)) {
    it(`${name}: filler 0, the same numbers kept as without a voice`, () => {
      let withVoice = 0;
      let without = 0;
      const fillers: string[] = [];
      for (const entry of corpus) {
        const plain = writeArticle(sourceOf(entry));
        const voiced = applyVoice(plain, voice, entry.caption);
        const text = `${voiced.title}\n${htmlToText(voiced.content)}`;
        fillers.push(...fillerPhrasesIn(text, `${entry.caption}\n${voice.signOff ?? ''}`));
        withVoice += shareKept(numbersOf(entry.caption), text).kept;
        without += shareKept(numbersOf(entry.caption), `${plain.title}\n${htmlToText(plain.content)}`).kept;
        // Nothing but the creator's words: every number of the draft is in the caption.
        for (const n of text.match(/\d+/g) ?? []) expect(entry.caption, `${entry.id}: ${n}`).toContain(n);
        if (voice.signOff) expect(text, entry.id).toContain(voice.signOff);
        if (voice.emoji.frequency === 'never') expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
        // Their habit shows: the post's emoji, else their favourites.
        else if (emojiGraphemes(entry.caption).length || voice.emoji.favourites.length)
          expect(emojiGraphemes(text).length, entry.id).toBeGreaterThan(0);
      }
      expect(fillers).toEqual([]);
      expect(withVoice).toBe(without);
    });
  }
});

describe('applyVoice', () => {
  const base = writeArticle(
    sourceOf({
      id: 'x',
      caption: 'We walked 12 km to the lake 🌊 Our dog swam the whole time.\n\nMy favourite day this summer ☀️',
      hashtags: [],
    }),
  );

  it('keeps a business’s or a couple’s ‘we’ and ‘our’ whatever the voice (who did it is a fact)', () => {
    const voiced = applyVoice(base, { ...DEFAULT_STYLE_TRAITS, person: 'I' }, '');
    expect(voiced.title).toBe('We walked 12 km to the lake');
    expect(htmlToText(voiced.content)).toContain('Our dog swam the whole time.');
    expect(applyVoice(base, { ...DEFAULT_STYLE_TRAITS, person: 'you' }, '').content).toBe(base.content);
    const bakery = writeArticle(
      sourceOf({ id: 'b', caption: 'Our new sourdough is here. We bake it every morning at our shop.', hashtags: [] }),
    );
    const kept = applyVoice(bakery, { ...DEFAULT_STYLE_TRAITS, person: 'I' }, '');
    expect(htmlToText(kept.content)).toContain('We bake it every morning at our shop.');
  });

  it('puts singular sentences in a plural voice, the title too, with capitals kept', () => {
    const mine = writeArticle(sourceOf({ id: 'm', caption: 'I walked 12 km today. My dog swam.', hashtags: [] }));
    const voiced = applyVoice(mine, { ...DEFAULT_STYLE_TRAITS, person: 'we' }, '');
    expect(voiced.title).toBe('We walked 12 km today');
    expect(htmlToText(voiced.content)).toContain('Our dog swam.');
  });

  it('puts this post’s emoji at the end, or none, and the sign-off before the link to the post', () => {
    const caption = 'We walked 12 km to the lake 🌊 Our dog swam the whole time. ☀️';
    const end = applyVoice(
      base,
      {
        ...DEFAULT_STYLE_TRAITS,
        emoji: { frequency: 'often', placement: 'end', favourites: [] },
        signOff: 'Stay wild.',
      },
      caption,
    );
    expect(end.content).toMatch(
      /this summer\. 🌊☀️<\/p><p>Stay wild\.<\/p><p><a [^>]*>Original post on Instagram<\/a><\/p>$/,
    );
    const none = applyVoice(base, DEFAULT_STYLE_TRAITS, caption);
    expect(none.content).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('puts emoji in the text when that is the habit: a few paragraphs often, one sometimes, never the link', () => {
    const article = {
      ...base,
      content:
        '<p>We walked to the lake.</p><h2>The swim</h2><p>Our dog swam.</p><p>Then lunch.</p><p>Then home.</p><p><a href="https://www.instagram.com/p/abc/">Original post on Instagram</a></p>',
    };
    const inline = (frequency: 'often' | 'sometimes', caption: string) =>
      applyVoice(
        article,
        { ...DEFAULT_STYLE_TRAITS, emoji: { frequency, placement: 'inline', favourites: ['✨', '🙌'] } },
        caption,
      ).content;
    // No emoji in this post: the creator's favourites, in turn.
    expect(inline('often', 'We walked to the lake.')).toBe(
      '<p>We walked to the lake. ✨</p><h2>The swim</h2><p>Our dog swam. 🙌</p><p>Then lunch. ✨</p><p>Then home.</p><p><a href="https://www.instagram.com/p/abc/">Original post on Instagram</a></p>',
    );
    expect(inline('sometimes', 'We walked to the lake 🌊')).toMatch(
      /^<p>We walked to the lake\. 🌊<\/p><h2>The swim<\/h2><p>Our dog swam\.<\/p>/,
    );
  });
});
