import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeInstagram, type FakeOptions } from '../../../server/integrations/instagram/sandbox/core';
import { parseFormBody } from '../../../server/integrations/instagram/sandbox/form';

/**
 * The standalone fake Instagram for tests and the bench: the sandbox's core served from a real
 * node:http server on 127.0.0.1 (one origin plays www.instagram.com, api.instagram.com,
 * graph.instagram.com and the CDN). Inject failures through `fake.faults`; count requests by path.
 */
export const FAKE_APP_ID = '990001112223334';
export const FAKE_APP_SECRET = 'fake-app-secret-0123456789abcdef';

export async function startFakeInstagram(options: Partial<FakeOptions> & { redirectUris: string[] }) {
  const fake = createFakeInstagram({
    appId: FAKE_APP_ID,
    appSecret: FAKE_APP_SECRET,
    secret: Buffer.from('fake-instagram-signing-secret-0001'),
    ...options,
  });
  /** Every request: its method, path and paging cursor (`after`, null on a first page). */
  const requests: { method: string; path: string; after: string | null }[] = [];
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, after: url.searchParams.get('after') });
      const form = parseFormBody(req.headers['content-type'], Buffer.concat(chunks));
      const out = fake.handle({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form,
        base: `http://${req.headers.host}`,
        basePath: '',
      });
      if (out.hang) {
        hung.add(res);
        return;
      }
      res.writeHead(out.status, out.headers);
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    fake,
    origin,
    hostPort: `127.0.0.1:${port}`,
    /** The app's environment for a "real" Instagram whose three hosts are this fake (allowlisted). */
    env: {
      INSTAGRAM_APP_ID: FAKE_APP_ID,
      INSTAGRAM_APP_SECRET: FAKE_APP_SECRET,
      INSTAGRAM_AUTH_URL: origin,
      INSTAGRAM_TOKEN_URL: origin,
      INSTAGRAM_GRAPH_URL: origin,
      OUTBOUND_ALLOWLIST: `127.0.0.1:${port}`,
    },
    requests,
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeInstagramServer = Awaited<ReturnType<typeof startFakeInstagram>>;
