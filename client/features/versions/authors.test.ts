import { presenceColor } from '@common/co-editing';
import { describe, expect, it } from 'vitest';
import { authorColor, colorOfAuthors, namesOf, SEVERAL_AUTHORS_COLOR } from './authors';

/** docs/decisions/034: a version's insertions in its author's colour, neutral when several wrote it. */
describe('author colours in the history', () => {
  it('an author has the colour of their co-editing cursor, the same every time', () => {
    expect(authorColor(7)).toBe(presenceColor(7));
    expect(authorColor(7)).toBe(authorColor(7));
    expect(authorColor(7)).not.toBe(authorColor(8));
  });

  it('one author: their colour; several: the neutral colour; names listed in order', () => {
    const ann = { id: 3, name: 'Ann Owner' };
    const ben = { id: 4, name: 'Ben Editor' };
    expect(colorOfAuthors([ann])).toBe(presenceColor(3));
    expect(colorOfAuthors([ann, ben])).toBe(SEVERAL_AUTHORS_COLOR);
    expect(namesOf([ann, ben])).toBe('Ann Owner, Ben Editor');
  });
});
