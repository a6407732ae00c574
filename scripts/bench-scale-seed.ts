/**
 * Seeds the scale bench's data with set-based SQL (no API calls): other users' blogs, one creator's
 * blogs, publications on two platforms and an Instagram archive. Text is drawn from a fixed
 * vocabulary with a skewed (Zipf-like) frequency, so that some words are common and most are rare,
 * as in real writing.
 */
import type pg from 'pg';

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'to', 'vu', 'pel', 'dor', 'fi', 'gan', 'hu', 'jo', 'ne', 'quo', 'ri'];
const COMMON = ['the', 'and', 'with', 'light', 'river', 'coffee', 'morning', 'market', 'bread', 'walk', 'city', 'sea'];

/** ~4,000 words: a dozen common English ones first (the most frequent), then invented ones. */
export function vocabulary(): string[] {
  const words = [...COMMON];
  for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of SYLLABLES) words.push(a + b + c);
  return words;
}

/** A word of the vocabulary, skewed towards its start: index = n · random()³ (`i` keeps it per word). */
const pick = `w[1 + floor(power(random(), 3) * array_length(w, 1))::int + 0 * i]`;
/** `n` words (correlated to the row through `g`, so that each row draws its own). */
const words = (n: string) => `(select string_agg(${pick}, ' ') from generate_series(1, ${n} + 0 * g) i)`;

export interface SeedCounts {
  creatorBlogs: number;
  totalBlogs: number;
  posts: number;
}

export async function seed(
  client: pg.Client,
  creatorId: number,
  counts: SeedCounts,
  log: (msg: string) => void,
): Promise<void> {
  const w = vocabulary();
  const otherBlogs = counts.totalBlogs - counts.creatorBlogs;
  const otherUsers = Math.max(1, Math.ceil(otherBlogs / 1000));
  await client.query(
    `insert into users (username, email, password_hash, name)
     select 'writer_' || g, 'writer' || g || '@example.com', 'not-a-hash', 'Writer ' || g
     from generate_series(1, $1) g`,
    [otherUsers],
  );
  const { rows } = await client.query<{ min: number }>(
    `select min(id) as min from users where username like 'writer\\_%'`,
  );
  const firstOther = rows[0]!.min;

  // Drawing every word per blog is slow at a million rows: draw 20,000 sentences once, and build
  // each blog from random ones (a title, a heading and two paragraphs of three to five sentences).
  await client.query(
    `create temporary table bench_sentences as
     with src as (select $1::text[] as w)
     select g as n, ${words('6 + g % 14')} as s from src, generate_series(1, 20000) g`,
    [w],
  );
  await client.query('alter table bench_sentences add primary key (n)');
  // One indexed lookup per sentence (an array of them would be detoasted whole at every access).
  const sentence = `(select s from bench_sentences where n = (select 1 + floor(random() * 20000)::int + 0 * g))`;
  const insertBlogs = async (from: number, to: number, user: string) => {
    await client.query(
      `insert into blogs (user_id, title, content, excerpt, created_at, updated_at)
       select ${user}, initcap(split_part(${sentence}, ' ', 1) || ' ' || split_part(${sentence}, ' ', 2) || ' ' || ${sentence}),
              '<h2>' || ${sentence} || '</h2><p>' || ${sentence} || '. ' || ${sentence} || '. ' || ${sentence} || '.</p><p>'
                || ${sentence} || '. ' || ${sentence} || '. ' || ${sentence} || '. ' || ${sentence} || '.</p>',
              left(${sentence}, 150),
              now() - g * interval '17 minutes',
              now() - g * interval '17 minutes'
       from generate_series($1::int, $2::int) g`,
      [from, to],
    );
  };
  // Indexes are built once after the bulk insert (as a restore does), not row by row.
  const { rows: indexes } = await client.query<{ indexdef: string; indexname: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'blogs' and indexdef like '%USING gin%'`,
  );
  for (const index of indexes) await client.query(`drop index ${index.indexname}`);
  const BATCH = 100_000;
  for (let from = 1; from <= counts.creatorBlogs; from += BATCH) {
    await insertBlogs(from, Math.min(from + BATCH - 1, counts.creatorBlogs), String(creatorId));
    log(`creator's blogs: ${Math.min(from + BATCH - 1, counts.creatorBlogs).toLocaleString('en')}`);
  }
  for (let from = 1; from <= otherBlogs; from += BATCH) {
    await insertBlogs(from, Math.min(from + BATCH - 1, otherBlogs), `${firstOther} + g % ${otherUsers}`);
    log(`other writers' blogs: ${Math.min(from + BATCH - 1, otherBlogs).toLocaleString('en')}`);
  }
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await client.query(index.indexdef);
  log(`indexes built: ${indexes.map((i) => i.indexname).join(', ')}`);

  // Everyone publishes: a third of all blogs are live on DEV, a tenth on WordPress too.
  await client.query(
    `insert into user_platform_connections (user_id, platform_id, destination_key)
     select u.id, p.id, p.name || ':bench' from users u, publishing_platforms p
     where p.name in ('devto', 'wordpress') and (u.id = $1 or u.username like 'writer\\_%')`,
    [creatorId],
  );
  await client.query(
    `insert into blog_publications (blog_id, platform_connection_id, status, destination_key, published_at)
     select b.id, c.id, 'published', c.destination_key, b.created_at
     from blogs b
     join user_platform_connections c on c.user_id = b.user_id
     join publishing_platforms p on p.id = c.platform_id
     where (p.name = 'devto' and b.id % 3 = 0) or (p.name = 'wordpress' and b.id % 10 = 0)`,
  );

  const account = await client.query<{ id: number }>(
    `insert into instagram_accounts (user_id, instagram_user_id, username, access_token)
     values ($1, '17841400000000000', 'scale.creator', 'not-a-token') returning id`,
    [creatorId],
  );
  await client.query(
    `with src as (select $2::text[] as w)
     insert into instagram_posts (account_id, instagram_id, type, caption, timestamp)
     select $1, 'scale_' || g, (array['photo', 'reel', 'video'])[1 + g % 3], ${words('20 + g % 40')},
            now() - g * interval '2 hours'
     from src, generate_series(1, $3::int) g`,
    [account.rows[0]!.id, w, counts.posts],
  );
  log(`Instagram posts: ${counts.posts.toLocaleString('en')}`);
  await client.query('vacuum analyze');
}
