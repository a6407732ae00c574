import type { BlogId, UserId } from '@common/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { versionRecorder } from '../versions';
import { blogsService, type RecordVersion } from './blogs.service';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await new Agent(t.app).register()).id;
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const actor = () => ({ userId: userId as UserId });
const count = async (table: 'blogs' | 'blog_versions') =>
  Number((await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
const recorder: RecordVersion = (tx, a, blogId, reason) => versionRecorder(tx).recordVersion(a, blogId, reason);
const failing: RecordVersion = async (tx, a, blogId, reason) => {
  await recorder(tx, a, blogId, reason);
  throw new Error('the version could not be written');
};

// A blog and the version it leaves are one write (docs/decisions/019): both or neither.
describe('saving a blog records its version in the same transaction', () => {
  it('a create and its first version', async () => {
    const blogs = blogsService(db(), undefined, recorder);
    const created = await blogs.create(actor(), {
      title: 'Harbour walk',
      content: '<p>Gulls.</p>',
      tags: [],
      isDraft: true,
      category: null,
      slug: null,
    });
    const versions = await queryRows<{ reason: string }>(
      db(),
      sql`select reason from blog_versions where blog_id = ${created.id}`,
    );
    expect(versions.map((v) => v.reason)).toEqual(['create']);
  });

  it('neither the blog nor its version when the version cannot be written', async () => {
    const [blogsBefore, versionsBefore] = [await count('blogs'), await count('blog_versions')];
    await expect(
      blogsService(db(), undefined, failing).create(actor(), {
        title: 'Lost',
        content: '<p>never stored</p>',
        tags: [],
        isDraft: true,
        category: null,
        slug: null,
      }),
    ).rejects.toThrow('the version could not be written');
    expect([await count('blogs'), await count('blog_versions')]).toEqual([blogsBefore, versionsBefore]);
  });

  it('a save that cannot leave its version leaves the blog as it was', async () => {
    const created = await blogsService(db(), undefined, recorder).create(actor(), {
      title: 'Market day',
      content: '<p>Figs and bread.</p>',
      tags: [],
      isDraft: true,
      category: null,
      slug: null,
    });
    await expect(
      blogsService(db(), undefined, failing).update(actor(), created.id as BlogId, {
        content: '<p>Rewritten.</p>',
        category: undefined,
        slug: undefined,
      }),
    ).rejects.toThrow('the version could not be written');
    const [row] = await queryRows<{ content: string }>(db(), sql`select content from blogs where id = ${created.id}`);
    expect(row!.content).toBe('<p>Figs and bread.</p>');
  });
});
