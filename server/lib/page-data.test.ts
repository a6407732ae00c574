import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from './auth-context';
import { notFound } from './errors';
import { pageDataRegistry } from './page-data';

const auth = { user: { id: 7 } } as unknown as AuthContext;
const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('the answers a page carries for its first view', () => {
  it("collects every provider of the page's route, with the route's parameters", async () => {
    const registry = pageDataRegistry();
    registry.provide('/edit-blog/:id', 'blog', async (_auth, { id }) => ({ id: Number(id) }));
    registry.provide('/edit-blog/:id', 'sharing', async () => ({ shared: false }));
    registry.provide('/my-blogs', 'list', async () => []);
    expect(await registry.collect('/edit-blog/12', auth, quietLog())).toEqual({
      path: '/edit-blog/12',
      blog: { id: 12 },
      sharing: { shared: false },
    });
    expect(await registry.collect('/edit-blog/12/', auth, quietLog())).toMatchObject({ blog: { id: 12 } });
  });

  it('answers nothing for other routes, and leaves out what a provider refused or could not give', async () => {
    const registry = pageDataRegistry();
    const log = quietLog();
    registry.provide('/edit-blog/:id', 'blog', async () => {
      throw notFound('Blog');
    });
    registry.provide('/edit-blog/:id', 'broken', async () => {
      throw new Error('database gone');
    });
    registry.provide('/edit-blog/:id', 'nothing', async () => undefined);
    expect(await registry.collect('/edit-blog/1', auth, log)).toBeUndefined();
    // A refusal is the page's own business (it asks and shows the 404); a failure is logged.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await registry.collect('/edit-blog', auth, log)).toBeUndefined();
    expect(await registry.collect('/edit-blog/1/more', auth, log)).toBeUndefined();
    expect(await registry.collect('/my-blogs', auth, log)).toBeUndefined();
  });

  it('never passes on a parameter that is not valid percent-encoding', async () => {
    const registry = pageDataRegistry();
    const provide = vi.fn(async () => 'x');
    registry.provide('/invitations/:token', 'invitation', provide);
    expect(await registry.collect('/invitations/%E0%A4%A', auth, quietLog())).toBeUndefined();
    expect(provide).not.toHaveBeenCalled();
    expect(await registry.collect('/invitations/a%20b', auth, quietLog())).toEqual({
      path: '/invitations/a%20b',
      invitation: 'x',
    });
    expect(provide).toHaveBeenCalledWith(auth, { token: 'a b' });
  });
});
