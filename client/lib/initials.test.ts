import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letter of each of the first two words, uppercased', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('Grace Brewster Murray Hopper')).toBe('GB');
  });

  it('uses one letter for a single word', () => {
    expect(getInitials('plato')).toBe('P');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(getInitials('   jane    \t doe  ')).toBe('JD');
  });

  it('falls back for empty, blank or missing names', () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials('   ')).toBe('U');
    expect(getInitials(undefined)).toBe('U');
    expect(getInitials(null, '?')).toBe('?');
  });

  it('keeps astral characters whole', () => {
    expect(getInitials('𝒜lice 𝐁ob')).toBe('𝒜𝐁');
  });

  it('never returns more than two characters', () => {
    expect(getInitials('a b c d').length).toBe(2);
  });
});
