import type { BlogId } from '@common/ids';
import { platformDescriptor } from '@common/platforms';
import type { PublishPreview, PublishPreviewRequest } from '@common/publish-overrides';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPublisher } from '../../integrations/publishers/registry';
import type { PublisherContext } from '../../integrations/publishers/types';
import type { Keyring } from '../../lib/crypto/keyring';
import { sanitizeBlogHtml } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository } from '../blogs';
import { connectionsRepository } from './connections.repository';
import { credentialsOf, isPlatformName } from './connections.service';
import { assertOverridesFit } from './destination-overrides';
import { canonicalFor } from './home-destination';
import { connectionPolicy } from './publishing.policy';
import { publicationsRepository, type PublicationMeta } from './publications.repository';
import { publishInputFor, slugFor } from './publish-input';
import { destinationOf } from './publications.service';

const PICTURES_NOTE =
  'Pictures in the text are shown from Inkgram here; they are copied to the platform when it is sent.';

/**
 * The Publish dialog's 'Preview on <platform>' (docs/decisions/046-per-destination-fields-and-preview.md):
 * what publishing the blog to one destination would send, built by the worker's own input builder
 * (publish-input.ts) and the publisher's own payload builder (`Publisher.preview`). Nothing is sent.
 * Only who may publish the blog may ask: anyone else gets the 404 of a missing blog.
 */
export function publishPreview(db: Db, keyring: Keyring, ctx: PublisherContext, config: Config) {
  const blogs = blogsRepository(db);
  const connections = connectionsRepository(db);
  const publications = publicationsRepository(db);
  return {
    async preview(actor: Actor, blogId: BlogId, req: PublishPreviewRequest): Promise<PublishPreview> {
      blogPolicy.authorize(actor, 'publish', await blogs.findById(blogId));
      const blog = await publications.findBlog(blogId);
      const connection = connectionPolicy.authorize(
        actor,
        'read',
        await connections.findById(req.platformConnectionId),
      );
      if (!blog || !isPlatformName(connection.platformName)) throw new Error('unreachable: checked by the policies');
      const platform = platformDescriptor(connection.platformName);
      if (req.overrides) assertOverridesFit(platform.name, req.overrides);
      const destinationKey = destinationOf(connection);
      const row = await publications.findByBlogAndDestination(blog.id, destinationKey);
      const meta = (row?.metadata ?? {}) as PublicationMeta;
      const mode = meta.mode ?? 'publish';
      const home = await canonicalFor(db, blog, { id: row?.id ?? -1, destinationKey }, mode, config.PUBLIC_URL);
      const input = await publishInputFor({ db, config, ctx }, blog, {
        slug: slugFor(blog, meta),
        canonicalUrl: home.kind === 'go' ? home.canonicalUrl : null,
        meta,
        publishAt: null,
        overrides: req.overrides ?? row?.overrides ?? null,
      });
      const publisher = createPublisher(ctx, connection.platformName, credentialsOf(keyring, connection));
      const payload = publisher.preview(input);
      const notes = /<img\b/i.test(input.html) ? [PICTURES_NOTE] : [];
      if (home.kind !== 'go') notes.push(home.message);
      return {
        platformName: platform.name,
        displayName: platform.displayName,
        ...payload,
        // What the dialog renders: the HTML sent, or the HTML the Markdown or text was made from; sanitized again.
        html: sanitizeBlogHtml(payload.format === 'html' ? payload.body : input.html),
        notes,
      };
    },
  };
}
