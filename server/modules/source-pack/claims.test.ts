import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../lib/html/sanitize';
import { articleBlocks, extractClaims, unsupportedClaims } from './claims';

const check = (html: string, pack: string, title?: string) =>
  unsupportedClaims(articleBlocks(html, htmlToText, title), pack);

const PACK = `Saffron risotto night at @sunny.kitchen 🍚 100 g arborio, 1 l stock, a pinch of saffron, 30 g parmesan.
Ready in 25 minutes. Dinner on March 3 at 7:30 pm, €18 a plate. "Cook it slowly and stir with love" #risotto #lisbon
Slide 2 text: Sunny Kitchen, Rua das Flores 12, Lisbon`;

describe('claim extractor', () => {
  it('finds quantities, prices, times, dates, quotes and names in article order', () => {
    const claims = extractClaims({
      text: 'We used 250 g of saffron from Kashmir, paid $40 at 9 am on May 2, 2024 and Maria said "this is the best risotto in town" to us.',
      heading: false,
    }).map((c) => [c.kind, c.text]);
    expect(claims).toEqual([
      ['number', '250 g'],
      ['name', 'Kashmir'],
      ['price', '$40'],
      ['time', '9 am'],
      ['date', 'May 2, 2024'],
      ['name', 'Maria'],
      ['quote', '"this is the best risotto in town"'],
    ]);
  });

  it('does not take a sentence’s first word or headings’ words for names', () => {
    const claims = extractClaims({ text: 'Creamy and bright. Stir often.', heading: false });
    expect(claims).toEqual([]);
    expect(extractClaims({ text: 'Final Thoughts', heading: true })).toEqual([]);
  });
});

describe('claims checked against the pack', () => {
  it('flags what the post does not say and passes what it does', () => {
    const html =
      '<h2>Why This Risotto Works</h2>' +
      '<p>This risotto uses 100 g of arborio and 1 l of stock, ready in 25 minutes.</p>' +
      '<p>We added 250 g of saffron from Kashmir and topped it with 30 g parmesan.</p>' +
      '<p>Book a plate at Sunny Kitchen on Rua das Flores in Lisbon on March 3 at 7:30 pm for €18, or $25 to go.</p>' +
      '<blockquote>"Cook it slowly and stir with love"</blockquote>' +
      '<p>As Gordon Ramsay says, "never rush the rice at all".</p>';
    const result = check(html, PACK, 'Saffron Risotto in 25 Minutes');
    expect(result.unsupported).toEqual([
      { kind: 'number', text: '250 g' },
      { kind: 'name', text: 'Kashmir' },
      { kind: 'price', text: '$25' },
      { kind: 'name', text: 'Gordon Ramsay' },
      { kind: 'quote', text: '"never rush the rice at all"' },
    ]);
    expect(result.checked).toBeGreaterThanOrEqual(12);
  });

  it('a quantity with another unit than the pack gives it is not supported', () => {
    expect(check('<p>Use 100 ml of arborio.</p>', PACK).unsupported).toEqual([{ kind: 'number', text: '100 ml' }]);
  });

  it('numbers written as words and times written differently still match', () => {
    const pack = 'Two eggs, three cups of flour. Class starts at 19:00.';
    expect(check('<p>Crack 2 eggs into 3 cups of flour; class is at 7 pm.</p>', pack).unsupported).toEqual([]);
  });

  it('dotted handles and hashtags support the names they spell', () => {
    const pack = 'Thanks @sunny.kitchen #lisbonfood #PortoWine';
    expect(check('<p>Thanks to Sunny Kitchen for a taste of Porto Wine.</p>', pack).unsupported).toEqual([]);
  });

  it('an article of plain prose without claims checks nothing', () => {
    expect(check('<p>Slow food, good friends and a warm kitchen.</p>', PACK)).toEqual({ checked: 0, unsupported: [] });
  });
});

describe('numbers in words, units, days and the article as a whole', () => {
  it('matches numbers written as words and equivalent units, and checks what a number counts', () => {
    const pack = 'Broth simmers for twelve hours. 14 MIN noodles. OVEN 220C. We make 12 buns per batch.';
    expect(
      check('<p>A twelve-hour broth, 12 hours in all; fourteen minutes for the noodles at 220°C. 12 buns.</p>', pack)
        .unsupported,
    ).toEqual([]);
    expect(check('<p>Three hours, at €12 a plate; we sell 40 buns.</p>', pack).unsupported).toEqual([
      { kind: 'number', text: 'Three hours' },
      { kind: 'price', text: '€12' },
      { kind: 'number', text: '40' },
    ]);
  });

  it('checks days of the week, and the post’s own date supports nothing', () => {
    expect(check('<p>Open on Saturday and Mondays.</p>', 'Doors open on Saturday.').unsupported).toEqual([
      { kind: 'date', text: 'Mondays' },
    ]);
  });

  it('flags an article about another dish as a whole, first', () => {
    const pack = 'Ramen night. Tonkotsu broth, chashu pork, ajitama eggs and thin noodles. #ramen';
    const lasagne =
      '<p>Layer fresh pasta sheets with a slow beef ragù and béchamel sauce. Top with grated parmesan and mozzarella, then bake until golden. Rest the lasagne before slicing.</p>';
    expect(check(lasagne, pack).unsupported[0]).toMatchObject({ kind: 'topic' });
    const ramen = '<p>A bowl of tonkotsu broth with chashu pork, ajitama eggs and thin noodles: ramen night.</p>';
    expect(check(ramen, pack).unsupported).toEqual([]);
  });
});
