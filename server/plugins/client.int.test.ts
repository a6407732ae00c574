import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_ELEMENT_ID } from '@common/constants';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'inkgram-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Inkgram</title><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { clientDir });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built client', () => {
  it('answers every client route with the app shell', async () => {
    for (const url of [
      '/',
      '/auth',
      '/create',
      '/my-blogs',
      '/edit-blog/7',
      '/connect-instagram?code=x',
      '/writing-prompts',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers other paths with the shell and a 404 status, so the client shows its not-found screen', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers unknown API paths with HTML', async () => {
    const res = await get('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  // docs/decisions/049-signed-in-first-frame.md
  describe('the signed-in user written into the page', () => {
    const BLOCK = new RegExp(`<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">(.*?)</script>`);

    it('carries the user GET /api/user answers, escaped, and is never stored by a cache', async () => {
      const agent = new Agent(t.app);
      const user = await agent.register({ name: 'Ana </script><script>alert(1)</script> & Co' });
      const res = await agent.get('/my-blogs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toContain('Cookie');
      const block = BLOCK.exec(res.body)?.[1];
      expect(block).toBeDefined();
      // The name's `</script>` cannot end the block early: every `<` inside it is escaped.
      expect(block).not.toContain('<');
      expect(JSON.parse(block ?? '')).toEqual((await agent.get('/api/user')).json());
      expect(JSON.parse(block ?? '')).toMatchObject({ id: user.id, name: user.name, emailVerified: false });
      // Before the page's own markup, so that the first script to run finds it.
      expect(res.body.indexOf(SIGNED_IN_USER_ELEMENT_ID)).toBeLessThan(res.body.indexOf('<div id="root">'));
    });

    it('is left out for a visitor without a live session, and on pages that are not the app', async () => {
      const agent = new Agent(t.app);
      await agent.register();
      expect((await agent.get('/no/such/page')).body).not.toContain(SIGNED_IN_USER_ELEMENT_ID);

      const stranger = await get('/my-blogs');
      expect(stranger.body).not.toContain(SIGNED_IN_USER_ELEMENT_ID);
      expect(stranger.headers['cache-control']).toBe('no-cache');

      const forged = await t.app.inject({
        method: 'GET',
        url: '/my-blogs',
        cookies: { ...Object.fromEntries(agent.cookies), [t.app.sessions.cookieName]: 'not-a-session' },
      });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).not.toContain(SIGNED_IN_USER_ELEMENT_ID);

      expect((await agent.post('/api/logout')).statusCode).toBeLessThan(300);
      const signedOut = await agent.get('/my-blogs');
      expect(signedOut.body).not.toContain(SIGNED_IN_USER_ELEMENT_ID);
      expect(signedOut.headers['cache-control']).toBe('no-cache');
    });
  });
});
