import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COEDIT_PATH, coeditDocumentName } from '../../common/co-editing';

/**
 * A co-editor without a browser: a Hocuspocus provider over `ws` with a user's session cookie, on a
 * Y document shaped like the editor's (paragraphs in the `default` fragment). Used by the
 * integration and multi-process tests and by `npm run bench`.
 */
export interface CoeditClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** The document's text, paragraph by paragraph. */
  text(): string;
  /** Appends `text` to the last paragraph (creating one if the document is empty). */
  type(text: string): void;
  /** Resolves once `predicate(text())` holds (checks on every change), or rejects after `ms`. */
  waitFor(predicate: (text: string) => boolean, ms?: number): Promise<void>;
  readonly scope: string | undefined;
  destroy(): void;
}

export async function login(baseUrl: string, user: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function coeditClient(
  baseUrl: string,
  cookie: string,
  blogId: number,
  /** `document`: another document than the blog's, e.g. a session's draft (`session:<id>`). */
  opts: { name?: string; onDenied?: (reason: string) => void; document?: string } = {},
): Promise<CoeditClient> {
  const doc = new Y.Doc();
  const origin = baseUrl;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
      // Closing while still connecting (a destroyed client retrying) is not a test failure.
      this.on('error', () => undefined);
    }
  }
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}${COEDIT_PATH}`,
    WebSocketPolyfill: CookieWebSocket,
    delay: 100,
    maxDelay: 1_000,
    minDelay: 100,
  });
  const fragment = doc.getXmlFragment('default');
  const text = () =>
    fragment
      .toArray()
      .map((node) =>
        node instanceof Y.XmlElement
          ? node
              .toArray()
              .map((t) => (t instanceof Y.XmlText ? t.toString() : ''))
              .join('')
          : '',
      )
      .join('\n');
  let denied: string | undefined;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(denied ?? 'co-editing client did not sync in 10 s')), 10_000);
    const provider: HocuspocusProvider = new HocuspocusProvider({
      websocketProvider,
      name: opts.document ?? coeditDocumentName(blogId),
      document: doc,
      token: 'session-cookie',
      onAuthenticationFailed: ({ reason }) => {
        denied = reason;
        opts.onDenied?.(reason);
        clearTimeout(timer);
        reject(new Error(`denied: ${reason}`));
      },
      onSynced: () => {
        clearTimeout(timer);
        resolve(client);
      },
    });
    provider.attach();
    if (opts.name) provider.setAwarenessField('user', { name: opts.name });
    const client: CoeditClient = {
      doc,
      provider,
      text,
      type(s) {
        doc.transact(() => {
          let last = fragment.length ? fragment.get(fragment.length - 1) : undefined;
          if (!(last instanceof Y.XmlElement)) {
            last = new Y.XmlElement('paragraph');
            fragment.push([last]);
          }
          const para = last as Y.XmlElement;
          let t = para.length ? para.get(para.length - 1) : undefined;
          if (!(t instanceof Y.XmlText)) {
            t = new Y.XmlText();
            para.push([t]);
          }
          (t as Y.XmlText).insert((t as Y.XmlText).length, s);
        });
      },
      waitFor(predicate, ms = 10_000) {
        return new Promise((ok, fail) => {
          if (predicate(text())) return ok();
          const check = () => {
            if (!predicate(text())) return;
            doc.off('update', check);
            clearTimeout(t);
            ok();
          };
          const t = setTimeout(() => {
            doc.off('update', check);
            fail(new Error(`timed out; text is ${JSON.stringify(text())}`));
          }, ms);
          doc.on('update', check);
        });
      },
      get scope() {
        return provider.authorizedScope;
      },
      destroy() {
        provider.destroy();
        websocketProvider.destroy();
      },
    };
  });
}
