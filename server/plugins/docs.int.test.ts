import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

type Operation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};

let t: TestApp;
type Schema = { properties: Record<string, unknown> };
let doc: {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, Schema> };
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('OpenAPI document', () => {
  it('gives every operation a summary and a unique operationId', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.filter(({ op }) => !op.summary?.trim()).map(({ key }) => key)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session cookie and requires it exactly on the routes that need a signed-in user', async () => {
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'inkgram_sid' });
    const open = new Set([
      'GET /api/health',
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'POST /api/password-reset',
      'POST /api/password-reset/confirm',
      // The link of a verification email is opened on any device, signed in or not (decision 036).
      'POST /api/email-verification/confirm',
    ]);
    for (const { key, op } of operations()) {
      const isPublic = open.has(key) || key.startsWith('POST /api/instagram/d');
      expect({ key, security: op.security }).toEqual({ key, security: isPublic ? [] : [{ session: [] }] });
      if (!isPublic) expect(op.responses, key).toHaveProperty('401');
    }
    // What the document says is what the server does: a guarded route without the cookie is a 401.
    const [path] = Object.entries(doc.paths).find(([, m]) => m.get?.security?.length) ?? [];
    const res = await t.app.inject({ method: 'GET', url: path!.replace('{id}', '1') });
    expect(res.statusCode).toBe(401);
  });

  it('documents the client errors of every operation but the health check, and the cross-site 403', () => {
    for (const { key, op } of operations()) {
      const codes = Object.keys(op.responses);
      if (key !== 'GET /api/health')
        expect(
          codes.some((c) => c.startsWith('4')),
          key,
        ).toBe(true);
      const stateChanging = !key.startsWith('GET ') && !key.startsWith('POST /api/instagram/d');
      if (stateChanging) expect(codes, key).toContain('403');
    }
  });

  it('is OpenAPI 3.1 with a server and without the 3.0-only nullable keyword', () => {
    expect((doc as { openapi?: string }).openapi).toBe('3.1.0');
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const blog = doc.components.schemas.Blog!;
    expect(blog.properties.category).toEqual({ type: ['string', 'null'] });
  });
});

describe('/api/docs (Swagger UI) under the app’s Content-Security-Policy', () => {
  const scriptSources = (csp: string) =>
    (csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '').trim().split(/\s+/).slice(1);

  it('sends the same CSP as the app, with no inline or eval scripts allowed', async () => {
    const app = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toBe(app);
      expect(scriptSources(csp), url).not.toContain("'unsafe-inline'");
      expect(scriptSources(csp), url).not.toContain("'unsafe-eval'");
    }
  });

  it('serves a page whose every script the CSP allows (same-origin files, hashed or nonced inline code)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.headers['content-type']).toContain('text/html');
    const allowed = scriptSources(String(res.headers['content-security-policy']));
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', code = ''] of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      if (src) {
        expect(new URL(src, 'http://localhost:3000/api/docs/').origin, src).toBe('http://localhost:3000');
        const file = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs/').pathname });
        expect(file.statusCode, src).toBe(200);
        continue;
      }
      if (!code.trim()) continue;
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
      expect(allowed.includes(hash) || (nonce !== undefined && allowed.includes(`'nonce-${nonce}'`))).toBe(true);
    }
    expect(res.body).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  });

  it('renders in Chromium without a CSP violation', async () => {
    expect(existsSync('/usr/bin/chromium'), 'Debian chromium is needed: make test installs it').toBe(true);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${address}/api/docs/`);
      // Swagger UI renders only the operations near the viewport of a long document: every one is
      // reached by scrolling the page through.
      await page.locator('.opblock-summary-description').first().waitFor({ timeout: 20_000 });
      const seen = new Set<string>();
      for (let atEnd = false; !atEnd;) {
        for (const text of await page.locator('.opblock-summary-description').allInnerTexts()) seen.add(text);
        atEnd = await page.evaluate(() => {
          const before = window.scrollY;
          window.scrollBy(0, window.innerHeight / 2);
          return window.scrollY === before;
        });
        // The window's operations (or, past the last one, the schemas) are drawn before the next look.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.opblock, .models')].some((e) => {
            const box = e.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          }),
        );
      }
      const summaries = operations().map(({ op }) => op.summary);
      expect(summaries.filter((summary) => !seen.has(summary!))).toEqual([]);
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(problems).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
