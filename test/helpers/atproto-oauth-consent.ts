import { request } from 'node:http';

/**
 * What a person does on their PDS's sign-in page, as the page's own script does it
 * (`@atproto/oauth-provider`'s authorization page and its `~api`): open the authorization URL the
 * browser was sent to, sign in with the account's password, accept. Returns where the PDS sends the
 * browser back (Inkgram's callback with `code`, `state` and `iss`), or with `error` when `reject`.
 * The e2e specs drive the same page in Chromium; this is the integration tier's browser.
 */
const API = '/@atproto/oauth-provider/~api';

interface Answer {
  status: number;
  setCookies: string[];
  text: string;
}

/** node:http, because fetch sets its own `sec-fetch-*` headers and the page checks them. */
function send(url: URL, method: 'GET' | 'POST', headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          setCookies: res.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Answer) {
    for (const line of res.setCookies) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function consentOnPds(
  authorizeUrl: string,
  account: { handle: string; password: string },
  options: { reject?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  const page = new URL(authorizeUrl);
  const opened = await send(page, 'GET', {
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-site': 'none',
  });
  if (opened.status !== 200) throw new Error(`the PDS's sign-in page answered ${opened.status}: ${opened.text}`);
  jar.take(opened);

  const api = async (endpoint: string, body: unknown) => {
    const res = await send(
      new URL(`${page.origin}${API}${endpoint}`),
      'POST',
      {
        'content-type': 'application/json',
        'sec-fetch-mode': 'same-origin',
        'sec-fetch-site': 'same-origin',
        origin: page.origin,
        referer: page.href,
        'x-csrf-token': jar.get('csrf-token') ?? '',
        cookie: jar.header(),
      },
      JSON.stringify(body),
    );
    jar.take(res);
    if (res.status !== 200) throw new Error(`${endpoint}: HTTP ${res.status} ${res.text}`);
    return JSON.parse(res.text) as Record<string, unknown>;
  };

  let redirect: string;
  if (options.reject) redirect = (await api('/reject', {})).url as string;
  else {
    const signedIn = (await api('/sign-in', {
      locale: 'en',
      username: account.handle,
      password: account.password,
      remember: true,
    })) as { account: { sub?: string; did?: string } };
    const did = signedIn.account.did ?? signedIn.account.sub;
    redirect = (await api('/consent', { did })).url as string;
  }
  // The PDS's redirect page names the client's redirect URI and the parameters it carries back.
  const via = new URL(redirect);
  const back = new URL(via.searchParams.get('redirect_uri')!);
  for (const key of ['code', 'state', 'iss', 'error', 'error_description'])
    if (via.searchParams.has(key)) back.searchParams.set(key, via.searchParams.get(key)!);
  return back;
}
