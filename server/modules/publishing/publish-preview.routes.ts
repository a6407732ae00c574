import { blogIdParams } from '@common/ids';
import { overridesUpdateSchema, publishPreviewRequestSchema, publishPreviewSchema } from '@common/publish-overrides';
import { publicationIdParams, publicationSchema } from '@common/publishing';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { destinationOverrides } from './destination-overrides';
import { publishPreview } from './publish-preview';
import { publisherContext } from './publishing.context';
import { presentPublication } from './publishing.presenter';

/** Per-destination fields and the preview of what a destination is sent (docs/decisions/046-per-destination-fields-and-preview.md). */
export async function publishPreviewRoutes(app: App) {
  const { database, keyring, config, queue } = app.deps;
  const previews = publishPreview(
    database.db,
    keyring,
    publisherContext(config, undefined, { database, keyring }),
    config,
  );
  const overrides = destinationOverrides(database.db, queue);
  const { base, tags, errors } = signedInRoutes(app, 'publishing', 400, 401, 403, 404);

  app.post(
    '/api/blogs/:id/publish-preview',
    {
      ...base,
      schema: {
        summary: 'What publishing the blog to one destination would send (title, tags, excerpt, canonical URL, body)',
        operationId: 'previewBlogPublication',
        tags,
        params: blogIdParams,
        body: publishPreviewRequestSchema,
        response: { 200: publishPreviewSchema, ...errors },
      },
    },
    async (request) => previews.preview(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/publications/:id/overrides',
    {
      ...base,
      schema: {
        summary: "Set a destination's own title, tags and excerpt (a live post is updated with them)",
        operationId: 'setPublicationOverrides',
        tags,
        params: publicationIdParams,
        body: overridesUpdateSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { view } = await overrides.save(actor, request.params.id, request.body.overrides);
      return presentPublication(view, actor);
    },
  );
}
