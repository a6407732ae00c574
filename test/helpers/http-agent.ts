import http, { type IncomingHttpHeaders } from 'node:http';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * A browser over real HTTP (the counterpart of agent.ts's app.inject client, for servers in other
 * processes and the proxies in front of them): keeps cookies, sends writes the way the SPA does
 * (same-origin Origin and fetch metadata), and can connect from a chosen loopback address
 * (127.0.0.2, 127.0.0.3…) so that a proxy sees distinct clients.
 */
export class HttpAgent {
  readonly cookies = new Map<string, string>();
  private readonly base: URL;
  private readonly agent: http.Agent;

  constructor(
    baseUrl: string,
    private readonly localAddress = '127.0.0.1',
  ) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  }

  private options(method: Method, path: string, headers: Record<string, string>, hasBody: boolean) {
    return {
      method,
      host: this.base.hostname,
      port: this.base.port,
      path,
      agent: this.agent,
      localAddress: this.localAddress,
      headers: {
        ...(method === 'GET' ? {} : { origin: this.base.origin, 'sec-fetch-site': 'same-origin' }),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    } satisfies http.RequestOptions;
  }

  private keepCookies(headers: IncomingHttpHeaders) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        value === '' ||
        attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) ||
        attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(this.options(method, path, headers, payload !== undefined), (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          this.keepCookies(res.headers);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);

  /** Signs up (and so signs in); throws unless the server answers 201. */
  async register(name: string, username = `user${Math.random().toString(36).slice(2, 10)}`) {
    const body = { name, username, email: `${username}@example.com`, password: 'correct horse battery' };
    const res = await this.post('/api/register', body);
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body}`);
    return { ...body, id: res.json<{ id: number }>().id };
  }

  /** Opens a server-sent-events stream the way EventSource does, collecting its events. */
  stream(path: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = http.request(this.options('GET', path, { accept: 'text/event-stream' }, false), (res) => {
        resolve(new EventStream(res, () => req.destroy()));
      });
      req.on('error', reject);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}

export class EventStream {
  readonly events: StreamEvent[] = [];
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  private readonly waiters = new Set<() => void>();
  private buffer = '';

  constructor(
    res: http.IncomingMessage,
    readonly close: () => void,
  ) {
    this.status = res.statusCode ?? 0;
    this.headers = res.headers;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.take(chunk));
    res.on('error', () => undefined); // closed by the test or by the server
  }

  private take(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (name && data) this.events.push({ event: name, data: JSON.parse(data) as unknown });
      for (const wake of this.waiters) wake();
    }
  }

  /** Resolves with the first event (from index `from` on) that passes `test`; rejects after `timeoutMs`. */
  waitFor(test: (e: StreamEvent) => boolean, timeoutMs = 3_000, from = 0): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = this.events.slice(from).find(test);
        if (!hit) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(hit);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }
}
