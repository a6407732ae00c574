import { accountInsightsSchema } from '@common/instagram-insights';
import { accountIdParams } from '@common/ids';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import type { InsightsService } from './insights.service';

/** "Top posts to write about" (docs/decisions/027-creator-voice-and-top-posts.md): the account's post insights, or a note why there are none. */
export async function insightsRoutes(app: App, insights: InsightsService) {
  const { base, tags, errors } = signedInRoutes(app, 'instagram', 400, 401, 404);
  app.get(
    '/api/instagram/accounts/:id/insights',
    {
      ...base,
      schema: {
        summary:
          "Saves, shares and reach of the account's newest posts (optional: a note says why when Instagram has none)",
        operationId: 'getInstagramInsights',
        tags,
        params: accountIdParams,
        response: { 200: accountInsightsSchema, ...errors },
      },
    },
    async (r) => insights.forAccount(actorOf(r), r.params.id),
  );
}
