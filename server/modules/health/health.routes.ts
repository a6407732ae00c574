// Public: a load balancer or monitor asks whether the server and its database answer, with no session.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../types';

export async function healthRoutes(app: App) {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        operationId: 'getHealth',
        tags: ['ops'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await app.deps.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  );
}
