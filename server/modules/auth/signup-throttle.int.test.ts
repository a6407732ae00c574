import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows } from '../../../test/helpers/test-app';

/** Sign-ups from one address under concurrency: the hourly limit holds, and only committed sign-ups count. */
describe('sign-up throttling under concurrency', () => {
  it('creates at most REGISTER_LIMIT_PER_HOUR accounts from 100 concurrent sign-ups', async () => {
    const s = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '60' });
    try {
      const signUp = (i: number) =>
        new Agent(s.app, '198.51.100.77').post('/api/register', {
          name: 'Racer',
          username: `racer${i}`,
          email: `racer${i}@example.com`,
          password: 'long enough pw',
        });
      const codes = (await Promise.all(Array.from({ length: 100 }, (_, i) => signUp(i)))).map((r) => r.statusCode);
      const created = codes.filter((c) => c === 201).length;
      console.info(`[figure] 100 concurrent sign-ups: ${created} created (limit 60)`);
      expect(codes.filter((c) => c !== 201 && c !== 429)).toEqual([]);
      expect(created).toBeLessThanOrEqual(60);
      const [row] = await queryRows<{ n: number }>(
        s.deps.database.db,
        sql`select count(*)::int as n from users where username like 'racer%'`,
      );
      expect(row?.n).toBe(created);
      const [withSession] = await queryRows<{ n: number }>(
        s.deps.database.db,
        sql`select count(distinct user_id)::int as n from sessions join users on users.id = sessions.user_id
            where username like 'racer%'`,
      );
      expect(withSession?.n).toBe(created);
    } finally {
      await s.close();
    }
  });

  it('counts only sign-ups that commit: racing for one username uses one slot, not five', async () => {
    const s = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '2' });
    try {
      const ip = '198.51.100.88';
      const signUp = (username: string, i: number) =>
        new Agent(s.app, ip).post('/api/register', {
          name: 'Twin',
          username,
          email: `${username}-${i}@example.com`,
          password: 'long enough pw',
        });
      const codes = (await Promise.all([0, 1, 2, 3, 4].map((i) => signUp('twin', i)))).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([201, 409, 409, 409, 409]);
      const [row] = await queryRows<{ hits: number }>(
        s.deps.database.db,
        sql`select hits from auth_throttle where key = ${`register:ip:${ip}`}`,
      );
      expect(row?.hits).toBe(1);
      expect((await signUp('second', 9)).statusCode).toBe(201);
      expect((await signUp('third', 9)).statusCode).toBe(429);
    } finally {
      await s.close();
    }
  });
});
