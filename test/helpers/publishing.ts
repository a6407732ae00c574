import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../server/types';
import type { Agent } from './agent';
import { queryRows } from './test-app';

type Db = AppDeps['database']['db'];

const pgArray = (items: string[]) => `{${items.map((i) => `"${i.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Blogs are owned by docs/decisions/008-ai-writers-and-blog-html.md's API; publishing tests insert them directly. */
export async function insertBlog(
  db: Db,
  userId: number,
  overrides: Partial<{
    title: string;
    content: string;
    tags: string[];
    category: string | null;
    seoDescription: string | null;
    featuredImage: string | null;
  }> = {},
): Promise<number> {
  const b = {
    title: 'Sunrise hike on Mount Tam',
    content:
      '<h2>Why go early</h2><p>The light is <strong>soft</strong> and the trail is empty.</p><pre><code class="language-bash">npm run hike\n</code></pre><p><img src="https://images.example.com/summit.jpg" alt="Summit"></p>',
    tags: ['Hiking Trips', 'travel', 'sunrise-photos', 'Bay Area', 'outdoors'],
    category: 'Travel',
    seoDescription: 'An early start rewards you with soft light and empty trails.',
    featuredImage: null,
    ...overrides,
  };
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into blogs (user_id, title, content, tags, category, seo_description, featured_image, is_draft)
        values (${userId}, ${b.title}, ${b.content}, ${pgArray(b.tags)}::text[], ${b.category}, ${b.seoDescription}, ${b.featuredImage}, false)
        returning id`,
  );
  if (!row) throw new Error('blog insert failed');
  return row.id;
}

export async function platformId(agent: Agent, name: string): Promise<number> {
  const res = await agent.get('/api/publishing-platforms');
  const p = (res.json() as { id: number; name: string }[]).find((x) => x.name === name);
  if (!p) throw new Error(`no platform ${name}`);
  return p.id;
}
