import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real node:http server on 127.0.0.1 for one fake platform. Tests queue faults per operation
 * (`fault('create', …)`): an HTTP status with body and headers, a malformed body, a hang (the
 * client times out), and optionally performing the operation first (`afterCreate`) — the
 * "platform created the post, then the answer got lost" case that makes retries dangerous.
 */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  json: unknown;
}

export interface FakeReply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sent as-is (malformed bodies, HTML pages). */
  raw?: string;
}

export interface Fault extends Partial<FakeReply> {
  /** Never answer (the client's deadline fires). */
  hang?: boolean;
  /** Do the real work first, then answer with the fault (or hang). */
  afterCreate?: boolean;
  /** Only for a request whose body holds this text (an e2e test's own post, among others running at once). */
  bodyIncludes?: string;
}

export type Handler = (req: FakeRequest, server: FakeServer) => FakeReply | Promise<FakeReply>;

export class FakeServer {
  url = '';
  port = 0;
  readonly requests: FakeRequest[] = [];
  private readonly faults = new Map<string, Fault[]>();
  private readonly server: http.Server;
  private readonly hanging = new Set<http.ServerResponse>();

  constructor(private readonly route: (req: FakeRequest) => { op: string; handler: Handler } | undefined) {
    this.server = http.createServer((req, res) => void this.handle(req, res));
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
    return this;
  }

  get hostPort() {
    return `127.0.0.1:${this.port}`;
  }

  /** Queues a fault for the next request of an operation ('create', 'me', 'find', 'media', …). */
  fault(op: string, fault: Fault): this {
    const list = this.faults.get(op) ?? [];
    list.push(fault);
    this.faults.set(op, list);
    return this;
  }

  /** What a test in another process can read at /__fake/state (e2e). */
  state(): unknown {
    return {};
  }

  countOf(op: string, method = 'POST') {
    return this.requests.filter((r) => this.route(r)?.op === op && r.method === method).length;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let json: unknown;
    try {
      json =
        body.length && /json/.test(req.headers['content-type'] ?? '') ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    const fr: FakeRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', this.url),
      headers: req.headers,
      body,
      json,
    };
    if (fr.url.pathname === '/__fake/state') return send(res, { status: 200, body: this.state() });
    // An e2e test in another process queues a fault: { op, fault } (the fault's body names its own post).
    if (fr.url.pathname === '/__fake/fault' && fr.method === 'POST') {
      const { op, fault } = fr.json as { op: string; fault: Fault };
      this.fault(op, fault);
      return send(res, { status: 204 });
    }
    this.requests.push(fr);
    const matched = this.route(fr);
    if (!matched) return send(res, { status: 404, body: { error: 'not found', path: fr.url.pathname } });
    const fault = this.takeFault(matched.op, fr.body.toString('utf8'));
    if (fault && !fault.afterCreate) return this.answerFault(res, fault);
    const reply = await matched.handler(fr, this);
    if (fault) return this.answerFault(res, fault);
    send(res, reply);
  }

  private takeFault(op: string, body: string): Fault | undefined {
    const list = this.faults.get(op);
    const i = list?.findIndex((f) => f.bodyIncludes === undefined || body.includes(f.bodyIncludes)) ?? -1;
    return i >= 0 ? list?.splice(i, 1)[0] : undefined;
  }

  private answerFault(res: http.ServerResponse, fault: Fault) {
    if (fault.hang) {
      this.hanging.add(res);
      return;
    }
    send(res, {
      status: fault.status ?? 500,
      ...(fault.headers ? { headers: fault.headers } : {}),
      body: fault.body,
      ...(fault.raw === undefined ? {} : { raw: fault.raw }),
    });
  }
}

function send(res: http.ServerResponse, reply: FakeReply) {
  const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    'content-type': reply.raw !== undefined ? 'text/html' : 'application/json',
    ...reply.headers,
  });
  res.end(text);
}
