import { styleProfileSchema, updateStyleProfileSchema } from '@common/style-profile';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { styleProfileService } from './style-profile.service';

/** The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): read, edit (overrides) and relearn; only one's own. */
export async function styleProfileRoutes(app: App) {
  const profiles = styleProfileService(app.deps.database.db);
  const { base, tags, errors } = signedInRoutes(app, 'style profile', 400, 401);

  app.get(
    '/api/style-profile',
    {
      ...base,
      schema: {
        summary: "The creator's writing voice: learned traits, their overrides and an example of each",
        operationId: 'getStyleProfile',
        tags,
        response: { 200: styleProfileSchema, ...errors },
      },
    },
    async (r) => profiles.get(actorOf(r)),
  );

  app.put(
    '/api/style-profile',
    {
      ...base,
      schema: {
        summary:
          "Set the creator's own values for traits of their voice (a trait left out goes back to the learned one)",
        operationId: 'updateStyleProfile',
        tags,
        body: updateStyleProfileSchema,
        response: { 200: styleProfileSchema, ...errors },
      },
    },
    async (r) => profiles.update(actorOf(r), r.body.overrides),
  );

  app.post(
    '/api/style-profile/relearn',
    {
      ...base,
      schema: {
        summary: "Learn the voice again from the creator's captions and blogs (their overrides stay)",
        operationId: 'relearnStyleProfile',
        tags,
        response: { 200: styleProfileSchema, ...errors },
      },
    },
    async (r) => profiles.relearn(actorOf(r)),
  );
}
