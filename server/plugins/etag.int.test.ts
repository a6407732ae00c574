import { blogSummarySchema } from '@common/blogs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Agent } from '../../test/helpers/agent';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const newBlog = (title: string) => ({ title, content: '<p>Golden light over the river.</p>', tags: 'travel' });

describe('conditional JSON reads (ETag / If-None-Match)', () => {
  it('answers an unchanged list with 304 and no body, and a changed one with 200 and a new tag', async () => {
    const a = new Agent(t.app);
    await a.register();
    expect((await a.post('/api/blogs', newBlog('First'))).statusCode).toBe(201);

    const first = await a.get('/api/blogs');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(z.array(blogSummarySchema).parse(first.json())).toHaveLength(1);

    const again = await a.get('/api/blogs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-type']).toBeUndefined();

    expect((await a.post('/api/blogs', newBlog('Second'))).statusCode).toBe(201);
    const changed = await a.get('/api/blogs', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toHaveLength(2);
  });

  it('validates one blog the same way, and accepts a list of tags', async () => {
    const a = new Agent(t.app);
    await a.register();
    const created = (await a.post('/api/blogs', newBlog('One'))).json() as { id: number };
    const blog = await a.get(`/api/blogs/${created.id}`);
    const blogTag = blog.headers.etag as string;
    expect((await a.get(`/api/blogs/${created.id}`, { 'if-none-match': `"other", ${blogTag}` })).statusCode).toBe(304);
    expect((await a.patch(`/api/blogs/${created.id}`, { title: 'One, edited' })).statusCode).toBe(200);
    expect((await a.get(`/api/blogs/${created.id}`, { 'if-none-match': blogTag })).statusCode).toBe(200);
  });

  it('never shares a tag between two users with different data', async () => {
    const a = new Agent(t.app);
    const b = new Agent(t.app);
    await a.register();
    await b.register();
    expect((await a.post('/api/blogs', newBlog('Only in A'))).statusCode).toBe(201);
    expect((await b.post('/api/blogs', newBlog('Only in B'))).statusCode).toBe(201);
    const tagA = (await a.get('/api/blogs')).headers.etag as string;
    const res = await b.get('/api/blogs', { 'if-none-match': tagA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ title: 'Only in B' }]);
  });

  it('leaves errors, writes, the health probe and signed-out reads without a tag', async () => {
    const anonymous = await new Agent(t.app).get('/api/blogs');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const health = await new Agent(t.app).get('/api/health');
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');

    const a = new Agent(t.app);
    await a.register();
    const created = await a.post('/api/blogs', newBlog('Written'));
    expect(created.headers.etag).toBeUndefined();
    expect(created.headers['cache-control']).toBe('no-store');
  });
});
