import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/types';
import { TEST_ORIGIN } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser-like client over app.inject: keeps cookies, and sends state-changing requests the way
 * the SPA does (same-origin fetch metadata, JSON body only when there is one).
 */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly ip = '203.0.113.10',
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const opts: InjectOptions = {
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(method === 'GET' ? {} : { 'sec-fetch-site': 'same-origin', origin: TEST_ORIGIN }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    };
    const res = await this.app.inject(opts);
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  async register(overrides: Partial<{ name: string; username: string; email: string; password: string }> = {}) {
    const username = overrides.username ?? `user${Math.random().toString(36).slice(2, 10)}`;
    const body = {
      name: 'Test Creator',
      username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
      ...overrides,
    };
    const res = await this.post('/api/register', body);
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    return { ...body, id: (res.json() as { id: number }).id };
  }
}
