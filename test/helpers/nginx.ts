import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './wait';

/** The nginx site config operators install (docs/operations.md shows it); the test runs this file. */
export const NGINX_TEMPLATE = fileURLToPath(new URL('../../docs/nginx/inkgram.conf', import.meta.url));

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const findNginx = () => CANDIDATES.find((bin) => existsSync(bin));

/**
 * Debian's nginx: found, or installed with apt-get when running as root (what `make test`'s
 * install-test-packages does too); otherwise the reason it is missing.
 */
export function ensureNginx(): { ok: true; bin: string } | { ok: false; reason: string } {
  let bin = findNginx();
  if (!bin && process.getuid?.() === 0) {
    const apt = spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx',
      ],
      { stdio: 'ignore', timeout: 300_000 },
    );
    bin = findNginx();
    if (!bin) return { ok: false, reason: `apt-get install nginx failed (exit ${apt.status ?? 'timeout'})` };
  }
  return bin ? { ok: true, bin } : { ok: false, reason: 'nginx is not installed (apt-get install nginx)' };
}

/** Replaces `pattern` in `text`, insisting that it occurs: the template and this generator must stay in step. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${NGINX_TEMPLATE} no longer has ${what}: update test/helpers/nginx.ts`);
  return text.replace(pattern, replacement);
}

/**
 * The site config of the template with the test's addresses: the upstream's servers (keeping their
 * parameters), the listening address and the access log. Everything else is the operator's file.
 */
export function renderSiteConfig(
  template: string,
  opts: { listen: string; upstreams: string[]; accessLog: string; tls: { listen: string; cert: string; key: string } },
): string {
  const serverLine = /^(\s*)server \d+\.\d+\.\d+\.\d+:\d+( [^;\n]*)?;\n/m;
  const [, indent = '    ', params = ''] = serverLine.exec(template) ?? [];
  const servers = opts.upstreams.map((u) => `${indent}server ${u}${params};\n`).join('');
  let conf = replaceOnce(template, new RegExp(`(?:${serverLine.source})+`, 'm'), servers, 'an upstream server list');
  conf = replaceOnce(conf, /^(\s*)listen 80;$/m, `$1listen ${opts.listen};`, "'listen 80;'");
  conf = replaceOnce(
    conf,
    /^(\s*)listen 443 ssl http2;$/m,
    `$1listen ${opts.tls.listen} ssl http2;`,
    "'listen 443 ssl http2;'",
  );
  conf = replaceOnce(conf, /^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${opts.tls.cert};`, 'an ssl_certificate');
  conf = replaceOnce(
    conf,
    /^(\s*)ssl_certificate_key \S+;$/m,
    `$1ssl_certificate_key ${opts.tls.key};`,
    'an ssl_certificate_key',
  );
  conf = replaceOnce(
    conf,
    /^(\s*)access_log \S+ inkgram;$/m,
    `$1access_log ${opts.accessLog} inkgram;`,
    'an access_log',
  );
  return conf;
}

/** What nginx logs per request (the template's `inkgram` log format). */
export interface AccessEntry {
  requestId: string;
  client: string;
  request: string;
  status: number;
  /** Every process tried, e.g. "127.0.0.1:4001, 127.0.0.1:4002" when the first one failed. */
  upstream: string;
  upstreamStatus: string;
}

export interface Nginx {
  url: string;
  /** The same site over TLS with HTTP/2 (a self-signed certificate: `tlsCert`). */
  tlsUrl: string;
  /** The PEM certificate nginx presents on `tlsUrl`, for a client to trust. */
  tlsCert: string;
  /** The access log so far (a line appears once its request has ended). */
  entries(): AccessEntry[];
  /** The log entry of a request, by the X-Request-Id nginx answered with (waits for it to be written). */
  entryFor(requestId: string): Promise<AccessEntry>;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground (on 127.0.0.1:`port`, or a free port) with the template in front of
 * `upstreams`, every file it writes under `dir`.
 */
export async function startNginx(
  bin: string,
  dir: string,
  upstreams: string[],
  port?: number,
  /** `npm run load` (scripts/load.mjs) keeps up to a thousand users' connections open. */
  opts: { workerConnections?: number } = {},
): Promise<Nginx> {
  port ??= await freePort();
  const tlsPort = await freePort();
  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  // A self-signed certificate for 127.0.0.1, made by the openssl command Debian ships (nginx needs one to speak HTTP/2 to browsers).
  const selfSigned = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (selfSigned.status !== 0) throw new Error(`openssl could not make a test certificate: ${selfSigned.stderr}`);
  const site = renderSiteConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    listen: `127.0.0.1:${port}`,
    upstreams,
    accessLog,
    tls: { listen: `127.0.0.1:${tlsPort}`, cert, key },
  });
  writeFileSync(path.join(dir, 'inkgram.conf'), site);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const kind of temps) mkdirSync(path.join(dir, kind));
  const main = [
    // Debian's nginx drops its workers to www-data when started as root; they must reach the temp dirs.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    `events { worker_connections ${opts.workerConnections ?? 512}; }`,
    'http {',
    ...temps.map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`),
    `    include ${path.join(dir, 'inkgram.conf')};`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);

  const check = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-e', errorLog], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the generated config:\n${check.stderr}`);

  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => child.exitCode === null && (await fetch(`${url}/api/health`)).status > 0, 'nginx', 10_000);
  if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);

  const entries = (): AccessEntry[] =>
    existsSync(accessLog)
      ? readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as AccessEntry)
      : [];
  return {
    url,
    tlsUrl: `https://127.0.0.1:${tlsPort}`,
    tlsCert: readFileSync(cert, 'utf8'),
    entries,
    async entryFor(requestId) {
      let hit: AccessEntry | undefined;
      await waitFor(
        async () => Boolean((hit = entries().find((e) => e.requestId === requestId))),
        requestId,
        5_000,
        50,
      );
      return hit as AccessEntry;
    },
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '') + stderr,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM'); // fast shutdown; open streams are cut
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
