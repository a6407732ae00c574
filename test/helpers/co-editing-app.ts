import { afterAll, beforeAll } from 'vitest';
import { Agent } from './agent';
import { coeditClient, type CoeditClient } from './co-editing-client';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app listening on a port for co-editing clients (WebSocket), with people to sign up and
 * co-editors that are closed when the file ends. Call at the top of a test file.
 */
export function useCoeditApp() {
  const state = { t: undefined as TestApp | undefined, base: '' };
  const clients: CoeditClient[] = [];
  let ip = 0;
  beforeAll(async () => {
    state.t = await createTestApp();
    state.base = await state.t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    clients.forEach((c) => c.destroy());
    await state.t?.close();
  });
  const app = () => state.t!;
  return {
    app,
    base: () => state.base,
    /** A signed-up person with their session cookie (for co-editing clients). */
    async person(name: string) {
      const agent = new Agent(app().app, `198.51.100.${(ip++ % 250) + 1}`);
      const user = await agent.register({ name });
      const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return { agent, user, cookie };
    },
    /** A co-editor of a blog (or of `document`), closed with the app. */
    async connect(cookie: string, blogId: number, document?: string) {
      const c = await coeditClient(state.base, cookie, blogId, { document });
      clients.push(c);
      return c;
    },
  };
}
export type CoeditPerson = Awaited<ReturnType<ReturnType<typeof useCoeditApp>['person']>>;
