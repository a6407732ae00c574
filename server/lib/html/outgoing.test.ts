import { describe, expect, it } from 'vitest';
import { outgoingHtml } from './outgoing';

describe('outgoingHtml', () => {
  it('drops the empty paragraphs an editor leaves at the ends, and keeps the ones between', () => {
    expect(outgoingHtml('<p>One</p><p></p>')).toBe('<p>One</p>');
    expect(outgoingHtml('<p></p><p>One</p><p></p><p>Two</p><p><br></p><p>&nbsp;</p>\n<p> </p>')).toBe(
      '<p>One</p><p></p><p>Two</p>',
    );
    expect(outgoingHtml('<p></p>')).toBe('');
    expect(outgoingHtml('<p>Text<br></p>')).toBe('<p>Text<br /></p>');
  });
});
