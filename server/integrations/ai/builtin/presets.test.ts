import { describe, expect, it } from 'vitest';
import { ENHANCEMENT_PRESETS } from '@common/constants';
import { AppError } from '../../../lib/errors';
import { applyPreset, presetFor } from './presets';

const preset = (id: string) => ENHANCEMENT_PRESETS.find((p) => p.id === id)!;

describe('built-in assistant (docs/product.md)', () => {
  it('never picks a preset from the words of a custom instruction', () => {
    for (const instruction of [
      'Add a short section with three practical tips', // the field's own placeholder
      'please make this more formal',
      'fix the grammar in the second paragraph',
      'Make it shorter',
    ]) {
      expect(() => presetFor(instruction)).toThrow(AppError);
      expect(() => presetFor(instruction)).toThrow(/can only apply the six presets/);
    }
  });

  it('follows a preset as offered, by its field or its exact instruction', () => {
    expect(presetFor(preset('shorten').instruction, 'shorten')).toBe('shorten');
    expect(presetFor(preset('seo').instruction)).toBe('seo');
    // A request that names a preset is that preset, whatever its instruction text says.
    expect(presetFor('Make it shorter', 'shorten')).toBe('shorten');
    expect(presetFor('Expand the content with more detail.', 'expand')).toBe('expand');
  });

  it('Expand adds no stock phrases: only the article’s own sentences, arranged', () => {
    const html =
      '<p>We went to Kyoto.</p><h2>Morning</h2><p>Up at 5:30 for Fushimi Inari. The gates were empty.</p><h2>Evening</h2><p>Ramen at Ippudo. Then bed.</p>';
    const out = applyPreset(html, 'expand');
    expect(out).not.toMatch(/to sum up|worth keeping|thanks for reading|final thoughts|feel free/i);
    expect(out).toContain('<h2>At a Glance</h2>');
    // Nothing to arrange: the text comes back as it was (the service says why).
    expect(applyPreset('<p>Short and sweet.</p>', 'expand')).toBe('<p>Short and sweet.</p>');
  });

  it('Make Concise removes filler, wordy phrases and repeats, and keeps every sentence and item', () => {
    const html =
      '<h2>Plan</h2><p>We really need to leave early in order to catch the 7am ferry. The island is small. There are 3 beaches. We will swim. We will eat.</p><p>The island is small.</p><ul><li><p>a</p></li><li><p>b</p></li><li><p>c</p></li><li><p>d</p></li><li><p>e</p></li><li><p>f</p></li></ul>';
    const out = applyPreset(html, 'shorten');
    expect(out).toBe(
      '<h2>Plan</h2><p>We need to leave early to catch the 7am ferry. The island is small. There are 3 beaches. We will swim. We will eat.</p><ul><li><p>a</p></li><li><p>b</p></li><li><p>c</p></li><li><p>d</p></li><li><p>e</p></li><li><p>f</p></li></ul>',
    );
  });

  it('Professional and Grammar leave clean text as it is (the service then says No changes suggested)', () => {
    const clean = '<h2>Lisbon</h2><p>The light on the Tagus was unreal.</p>';
    expect(applyPreset(clean, 'professional')).toBe(clean);
    expect(applyPreset(clean, 'grammar')).toBe(clean);
    expect(applyPreset("<p>We're gonna love it!!!</p>", 'professional')).toBe('<p>We are going to love it.</p>');
    // Every emoji goes, flags (regional-indicator pairs) and skin tones included, not half of them.
    expect(applyPreset('<p>Lisbon, you have my heart. 🌅🇵🇹👋🏽</p>', 'professional')).toBe(
      '<p>Lisbon, you have my heart.</p>',
    );
  });
});
