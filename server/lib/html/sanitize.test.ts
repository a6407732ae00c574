import { describe, expect, it } from 'vitest';
import { htmlToText, previewOf, sanitizeBlogHtml } from './sanitize';

const png = `data:image/png;base64,${Buffer.from('x'.repeat(300)).toString('base64')}`;

describe('sanitizeBlogHtml', () => {
  it("keeps the author's rel on their links and adds no nofollow ugc", () => {
    expect(sanitizeBlogHtml('<p><a href="https://mine.example">mine</a></p>')).toBe(
      '<p><a href="https://mine.example">mine</a></p>',
    );
    expect(sanitizeBlogHtml('<p><a href="https://ad.example" rel="Sponsored  bogus">ad</a></p>')).toBe(
      '<p><a href="https://ad.example" rel="sponsored">ad</a></p>',
    );
    expect(sanitizeBlogHtml('<p><a href="https://x.example" target="_blank" rel="me">x</a></p>')).toBe(
      '<p><a href="https://x.example" target="_blank" rel="me noopener noreferrer">x</a></p>',
    );
    // The value the app itself used to force on every link is not the author's choice.
    expect(sanitizeBlogHtml('<p><a href="https://x.example" rel="noopener noreferrer nofollow ugc">x</a></p>')).toBe(
      '<p><a href="https://x.example">x</a></p>',
    );
  });

  it('keeps everything the editor produces', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>x = 1</code></pre><hr>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">link</a></p>' +
      `<img src="${png}" alt="pic"><img src="/media/abc.png" alt="stored">`;
    const out = sanitizeBlogHtml(html);
    expect(out).toContain('<h1>T</h1><h2>S</h2><h3>s</h3>');
    expect(out).toContain('<strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br />');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('<pre><code>x = 1</code></pre><hr />');
    expect(out).toContain(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
    expect(out).toContain(`<img src="${png}" alt="pic" />`);
    expect(out).toContain('<img src="/media/abc.png" alt="stored" />');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red" class="c">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle/></svg><p>ok</p>', '<p>ok</p>'],
    ['<math><mglyph><style><img src=x onerror=alert(1)></style></mglyph></math>', ''],
    ['<xmp><img src=x onerror=alert(1)></xmp>', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name=a></form><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.example"><meta http-equiv="refresh" content="0;url=https://evil">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<a href="https://x.example"></a><p>ok</p>', '<p>ok</p>'],
  ])('strips %s', (input, expected) => {
    const out = sanitizeBlogHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/on\w+=|javascript:|<script|style=/i);
  });

  it('allows the spec link schemes and relative links', () => {
    for (const href of [
      'mailto:a@b.c',
      'tel:+123',
      'ftp://h/x',
      'ftps://h',
      'sms:1',
      'callto:x',
      'cid:x',
      'xmpp:a@b',
      '/x',
      '#top',
      'page.html',
    ]) {
      expect(sanitizeBlogHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
  });

  it('drops base64 images over the size cap', () => {
    const big = `data:image/jpeg;base64,${Buffer.alloc(1_600_000, 1).toString('base64')}`;
    expect(sanitizeBlogHtml(`<p>a</p><img src="${big}">`)).toBe('<p>a</p>');
  });

  it('maps legacy tags to the editor ones and is idempotent', () => {
    const once = sanitizeBlogHtml(
      '<b>b</b><i>i</i><h4>h</h4><div><p>x</p></div><a href="https://a.b" target="_top">y</a>',
    );
    expect(once).toBe('<strong>b</strong><em>i</em><h3>h</h3><p>x</p><a href="https://a.b">y</a>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('previewOf / htmlToText', () => {
  it('strips tags, decodes entities and cuts at 150 characters with ...', () => {
    expect(htmlToText('<h2>A &amp; B</h2><p>one<br>two</p>')).toBe('A & B one two');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const p = previewOf(long);
    expect(p.endsWith('...')).toBe(true);
    expect(p.length).toBe(153);
    expect(previewOf('<p>short</p>')).toBe('short');
  });
});
