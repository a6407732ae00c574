import { describe, expect, it } from 'vitest';
import { takeGraphemes } from './graphemes';

const hasLoneSurrogate = (s: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('takeGraphemes', () => {
  it('never splits an emoji where String.slice would', () => {
    const caption = 'Sunset in Lisbon 🌅🇵🇹 with friends';
    expect(hasLoneSurrogate(caption.slice(0, 18))).toBe(true); // the old cut
    expect(takeGraphemes(caption, 18)).toBe('Sunset in Lisbon 🌅');
    expect(takeGraphemes(caption, 19)).toBe('Sunset in Lisbon 🌅🇵🇹');
  });

  it('keeps family emoji and accents whole, and short text unchanged', () => {
    expect(takeGraphemes('👨‍👩‍👧 day out', 1)).toBe('👨‍👩‍👧');
    expect(takeGraphemes('Cafe\u0301 au lait', 4)).toBe('Cafe\u0301');
    expect(takeGraphemes('short', 20)).toBe('short');
    expect(takeGraphemes('anything', 0)).toBe('');
  });
});
