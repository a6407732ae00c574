// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { presenceColor } from '@common/co-editing';
import type { Version } from '@common/versions';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEVERAL_AUTHORS_COLOR } from './authors';
import { VersionChanges } from './VersionChanges';

/** docs/decisions/034: a version's own changes, attributed to its authors. */
const version = (authors: Version['authors']): Version => ({
  id: 2,
  blogId: 1,
  createdAt: new Date(0).toISOString(),
  authorId: authors[0]?.id ?? null,
  authorName: authors[0]?.name ?? null,
  reason: 'save',
  wordCount: 4,
  name: null,
  authors,
  previousId: null, // the oldest kept: all of its text is added
  title: 'T',
  content: '<p>Lanterns over the nets.</p>',
  tags: [],
  category: null,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
});
const render = (v: Version) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <VersionChanges blogId={1} version={v} />
    </QueryClientProvider>,
  );
const hex = (colour: string) => `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})`;
const ann = { id: 3, name: 'Ann Owner' };
const ben = { id: 4, name: 'Ben Editor' };

describe('the changes a version made', () => {
  it('one author: insertions in their colour, titled with their name, a legend naming them', () => {
    const html = render(version([ann]));
    expect(html).toContain('Added by Ann Owner');
    expect(html).toMatch(/<ins tabindex="0" title="Added by Ann Owner"[^>]*>Lanterns over the nets\.<\/ins>/);
    const colour = presenceColor(ann.id).toLowerCase();
    expect(html.toLowerCase()).toMatch(new RegExp(`border-color:(${colour}|${hex(colour)})`));
  });

  it('several authors: the neutral colour, every name in the title and the legend', () => {
    const html = render(version([ann, ben]));
    expect(html).toContain('Added by several people');
    expect(html).toContain('title="Added by Ann Owner, Ben Editor"');
    expect(html).toContain('>Ann Owner<');
    expect(html).toContain('>Ben Editor<');
    const neutral = SEVERAL_AUTHORS_COLOR.toLowerCase();
    expect(html.toLowerCase()).toMatch(new RegExp(`border-color:(${neutral}|${hex(neutral)})`));
    expect(html.toLowerCase()).not.toContain(`border-color:${presenceColor(ann.id).toLowerCase()}`);
  });
});
