import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('makes text inert in element content and in quoted attributes', () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(escapeHtml(`' onmouseover='x`)).toBe('&#39; onmouseover=&#39;x');
  });

  it('escapes the ampersand first, so existing entities are shown as typed', () => {
    expect(escapeHtml('Tom &amp; Jerry & co')).toBe('Tom &amp;amp; Jerry &amp; co');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Café · 100% ✓ https://example.com/a?b=1')).toBe('Café · 100% ✓ https://example.com/a?b=1');
  });
});
