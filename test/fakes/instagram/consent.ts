/**
 * Walks an authorize URL the way a person does: opens the consent page, picks an account, allows
 * (or cancels), and returns where Instagram redirected the browser. `origin` replaces the URL's
 * origin (the sandbox's authorize URL names PUBLIC_URL, which tests may not listen on).
 */
export async function consent(
  authUrl: string,
  opts: { account?: string; decision?: 'allow' | 'deny'; origin?: string } = {},
): Promise<{ location: URL; code: string | null; state: string | null; rawLocation: string }> {
  const url = new URL(authUrl);
  const base = opts.origin ?? url.origin;
  const page = await fetch(`${base}${url.pathname}${url.search}`);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no consent form');
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      m[1]!,
      m[2]!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    );
  }
  const first = /name="account" value="([^"]+)"/.exec(html)?.[1] ?? '';
  form.set('account', opts.account ?? first);
  form.set('decision', opts.decision ?? 'allow');
  const res = await fetch(`${base}${action}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'same-origin', origin: base },
  });
  const rawLocation = res.headers.get('location');
  if (res.status !== 302 || !rawLocation) throw new Error(`consent answered ${res.status}: ${await res.text()}`);
  const location = new URL(rawLocation);
  return { location, rawLocation, code: location.searchParams.get('code'), state: location.searchParams.get('state') };
}
