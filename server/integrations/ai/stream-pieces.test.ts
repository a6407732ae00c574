import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from './builtin-writer';
import { htmlPrefixes } from './stream-pieces';

/** The built-in writer's streamed answer on a selection (docs/decisions/035). */
describe('htmlPrefixes', () => {
  const html = '<p>Whisk the eggs <img src="/media/a.png" alt="Two eggs in a bowl"> until pale and thick.</p>';

  it('grows in fewer pieces than asked, each a longer prefix, never cut inside a tag, never the whole answer', () => {
    const pieces = htmlPrefixes(html, 4);
    expect(pieces.length).toBe(3);
    expect(pieces).not.toContain(html);
    expect(pieces[0]).toBe('<p>Whisk the</p>');
    const texts = pieces.map((p) => p.replace(/<[^>]*>/g, ''));
    for (const [i, text] of texts.entries()) if (i > 0) expect(text.length).toBeGreaterThan(texts[i - 1]!.length);
    for (const p of pieces) expect(p).not.toMatch(/<img(?![^>]*alt="Two eggs in a bowl")/);
  });

  it('is nothing when the answer has one word (it comes whole at the end)', () => {
    expect(htmlPrefixes('<p>Done.</p>', 8)).toEqual([]);
  });
});

describe("the built-in writer's streamed answer", () => {
  const request = {
    content: '<p>In order to make the batter, you really need to whisk the eggs very well for about two minutes.</p>',
    instruction: 'Make it shorter',
    preset: 'shorten' as const,
  };

  it('calls onPartial with growing pieces and answers what it answers unstreamed', async () => {
    const seen: string[] = [];
    const writer = createBuiltinWriter({ paceMs: 1 });
    const streamed = await writer.enhance(request, { onPartial: (h) => seen.push(h) });
    expect(streamed).toBe(await writer.enhance(request));
    expect(seen.length).toBeGreaterThan(1);
    for (const piece of seen) expect(streamed.replace(/<[^>]*>/g, '')).toContain(piece.replace(/<[^>]*>/g, ''));
    expect(seen).not.toContain(streamed);
  });

  it('stops between pieces when its signal aborts: no piece after the stop, the call rejects', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const writer = createBuiltinWriter({ paceMs: 10_000 });
    const call = writer.enhance(request, {
      signal: controller.signal,
      onPartial: (h) => {
        seen.push(h);
        controller.abort();
      },
    });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});
