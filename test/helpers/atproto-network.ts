import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Secp256k1Keypair } from '@atproto/crypto';
import { PDS } from '@atproto/pds';
import * as plcServer from '@did-plc/server';
import type { HttpClient } from '../../server/integrations/publishers/http';

/**
 * A real AT Protocol network in the test process (docs/decisions/043-at-protocol-standard-site.md),
 * offline: a PLC directory (in-memory) and a PDS, set up as `@atproto/dev-env`'s
 * `TestNetworkNoAppView` sets them up, from the two packages it is made of. Importing dev-env's
 * index also loads the AppView and Ozone (about 4× the import time on a loaded machine), which
 * these tests never use. The packages are imported with the test file (import time), so the hook
 * only starts the two servers. The PDS's better-sqlite3 must be built for Node 24
 * (`npm run build:atproto-sqlite`).
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A PDS that cannot start because better-sqlite3 was built for another Node says what to run. */
function explained(err: unknown): unknown {
  const why = err instanceof Error ? err.message : String(err);
  if (!/better[-_]sqlite3|NODE_MODULE_VERSION|bindings/i.test(why)) return err;
  return new Error(
    `The AT Protocol dev network needs better-sqlite3 built for Node 24: npm run build:atproto-sqlite (${why})`,
    { cause: err },
  );
}

/** Free ports unless given (the e2e server is configured for fixed ones: test/e2e/fake-ports.ts). */
export async function startAtprotoNetwork(ports: { pds?: number; plc?: number } = {}) {
  const plcPort = ports.plc ?? (await freePort());
  const plc = plcServer.PlcServer.create({ db: plcServer.Database.mock(), port: plcPort });
  await plc.start();
  const plcUrl = `http://localhost:${plcPort}`;

  const port = ports.pds ?? (await freePort());
  const url = `http://localhost:${port}`;
  const dir = path.join(os.tmpdir(), `inkgram-pds-${process.pid}-${port}`);
  await mkdir(dir, { recursive: true });
  const rotation = await Secp256k1Keypair.create({ exportable: true });
  const server = await PDS.fromEnv({
    devMode: true,
    port,
    dataDirectory: dir,
    blobstoreDiskLocation: path.join(dir, 'blobs'),
    recoveryDidKey: (await Secp256k1Keypair.create()).did(),
    adminPassword: 'admin-pass',
    jwtSecret: 'jwt-secret',
    serviceHandleDomains: ['.test'],
    didPlcUrl: plcUrl,
    bskyAppViewUrl: 'https://appview.invalid',
    bskyAppViewDid: 'did:example:invalid',
    modServiceUrl: 'https://moderator.invalid',
    modServiceDid: 'did:example:invalid',
    plcRotationKeyK256PrivateKeyHex: Buffer.from(await rotation.export()).toString('hex'),
    inviteRequired: false,
    disableSsrfProtection: true,
  }).catch((err: unknown) => {
    throw explained(err);
  });
  await server.start().catch((err: unknown) => {
    throw explained(err);
  });

  async function xrpc(nsid: string, body: unknown, token?: string): Promise<unknown> {
    const res = await fetch(`${url}/xrpc/${nsid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${nsid}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  }

  let n = 0;
  /** A new account on the PDS with an app password: what a creator types into the Connect dialog. */
  async function account() {
    n += 1;
    const handle = `writer${Date.now().toString(36)}${n}.test`;
    const created = (await xrpc('com.atproto.server.createAccount', {
      handle,
      email: `${handle}@example.com`,
      password: 'main-password-never-used',
    })) as { did: string; accessJwt: string };
    const app = (await xrpc('com.atproto.server.createAppPassword', { name: 'Inkgram' }, created.accessJwt)) as {
      password: string;
    };
    return { handle, did: created.did, appPassword: app.password, password: 'main-password-never-used' };
  }
  /** Reads a record back from the PDS, unauthenticated, as any AT Protocol reader would. */
  async function getRecord(uri: string) {
    const [, , did, collection, rkey] = uri.split('/');
    const res = await fetch(
      `${url}/xrpc/com.atproto.repo.getRecord?${new URLSearchParams({ repo: did!, collection: collection!, rkey: rkey! })}`,
    );
    return {
      status: res.status,
      body: (await res.json()) as { uri: string; cid: string; value: Record<string, unknown> },
    };
  }
  async function listRecords(did: string, collection: string) {
    const res = await fetch(
      `${url}/xrpc/com.atproto.repo.listRecords?${new URLSearchParams({ repo: did, collection })}`,
    );
    return ((await res.json()) as { records: { uri: string; value: Record<string, unknown> }[] }).records;
  }
  return {
    pds: { url, port },
    env: { ATPROTO_PLC_URL: plcUrl, ATPROTO_HANDLE_RESOLVER_URL: url },
    allowlist: [`localhost:${port}`, `localhost:${plcPort}`],
    account,
    getRecord,
    listRecords,
    async close() {
      await server.destroy();
      await plc.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An HTTP client that answers the first `times` calls whose URL contains `match` with a PDS's 429
 * (Retry-After and RateLimit-* headers, XRPC error body), without sending them; the rest go through.
 */
export function rateLimitedOnce(inner: HttpClient, match: string, retryAfter: string, times = 1): HttpClient {
  let left = times;
  return async (url, init) => {
    if (left > 0 && url.includes(match)) {
      left -= 1;
      const body = JSON.stringify({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' });
      const headers: Record<string, string> = {
        'retry-after': retryAfter,
        'ratelimit-limit': '5000',
        'ratelimit-remaining': '0',
        'ratelimit-policy': '5000;w=3600',
      };
      return {
        status: 429,
        headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
        text: async () => body,
        bytes: async () => Buffer.from(body),
      };
    }
    return inner(url, init);
  };
}
