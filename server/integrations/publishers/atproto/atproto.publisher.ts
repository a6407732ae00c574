import { z } from 'zod';
import { atprotoPlatform } from '@common/platforms';
import type { StoredFields } from '@common/published-fields';
import { htmlToText } from '../../../lib/html/sanitize';
import { plainTags } from '../content';
import { fieldReport, landed, notLanded, tagsVerdict } from '../landed-fields';
import { modeOf } from '../request';
import {
  PublishError,
  type ConnectionCredentials,
  type Publisher,
  type PublisherContext,
  type PublishInput,
  type RemotePost,
  type VerifiedAccount,
} from '../types';
import { resolveIdentity } from './identity';
import {
  atUri,
  bskyPostUrl,
  DESCRIPTION_GRAPHEMES,
  DOCUMENT,
  graphemes,
  POST,
  POST_GRAPHEMES,
  PUBLICATION,
  recordKeys,
  TEXT_CONTENT_BYTES,
  TITLE_GRAPHEMES,
  truncateBytes,
  truncateGraphemes,
  type BlobRef,
} from './records';
import { thumbnailOf } from './thumbnail';
import { NAME, oauthSession, openSession, type PdsSession } from './xrpc';

/** @link https://docs.bsky.app/docs/api/com-atproto-repo-get-record */
const recordSchema = z.object({
  uri: z.string(),
  cid: z.string().optional(),
  value: z.record(z.string(), z.unknown()),
});
/** @link https://docs.bsky.app/docs/api/com-atproto-repo-put-record */
const writtenSchema = z.object({ uri: z.string(), cid: z.string() });
/** @link https://docs.bsky.app/docs/api/com-atproto-repo-upload-blob */
const blobSchema = z.object({
  blob: z.object({
    $type: z.literal('blob'),
    ref: z.object({ $link: z.string() }),
    mimeType: z.string(),
    size: z.number(),
  }),
});
const okSchema = z.unknown();

/** `settings.auth` of a connection made with 'Sign in with Bluesky' (OAuth); absent: an app password. */
export const OAUTH = 'oauth';

/** `settings.post` of a connection: 'none' writes the document only, no Bluesky post. */
export const DOCUMENT_ONLY = 'none';

/** What lands: title, description, canonical URL (the document's site + path), tags, the cover's alt in the card. */
export function atprotoFields(input: PublishInput, notes: { titleCut: boolean; canonical: boolean }): StoredFields {
  return fieldReport(input, NAME, {
    title: landed(notes.titleCut ? `shortened to ${POST_GRAPHEMES} characters in the Bluesky post` : undefined),
    slug: landed('as the document path'),
    metaDescription: landed(),
    seoTitle: notLanded('standard.site documents have no SEO title (they show the title)'),
    canonicalUrl: notes.canonical
      ? landed()
      : notLanded('a standard.site document points to its Inkgram public page (publication address + path)'),
    tags: tagsVerdict(input.tags.length, plainTags(input.tags).length, 'standard.site keeps at most 20'),
    featuredImageAlt: notLanded('Bluesky link cards have no alt text'),
  });
}

/**
 * The checks made before anything is written: a title a document cannot hold is refused, the
 * Bluesky post's text is cut to its 300 graphemes (the outcome says so).
 */
export function checkLimits(input: PublishInput): void {
  const n = graphemes(input.title);
  if (n > TITLE_GRAPHEMES)
    throw new PublishError(
      'invalid_content',
      `${NAME} cannot take this title: it is ${n} characters long and a standard.site document holds at most ${TITLE_GRAPHEMES}. Shorten it and publish again.`,
    );
  if (!input.site)
    throw new PublishError(
      'permanent',
      `${NAME}: Inkgram did not say where the article lives, so no document can point to it.`,
    );
}

/** The document's text fields (the one builder of the record and of the preview). */
function documentText(input: PublishInput) {
  return {
    title: input.title,
    description: input.seo.description ? truncateGraphemes(input.seo.description, DESCRIPTION_GRAPHEMES) : null,
    tags: plainTags(input.tags),
    textContent: truncateBytes(htmlToText(input.html), TEXT_CONTENT_BYTES),
  };
}

/**
 * The AT Protocol publisher (docs/decisions/043-at-protocol-standard-site.md): signs in to the
 * account's own PDS with the app password, and writes with `putRecord` at keys derived from the
 * blog, so a retry, an update or a second connection to the same account lands on the same records.
 */
export function atprotoPublisher(ctx: PublisherContext, creds: ConnectionCredentials): Publisher {
  const documentOnly = creds.settings.post === DOCUMENT_ONLY;

  async function session(): Promise<PdsSession> {
    if (creds.settings.auth === OAUTH) {
      const oauth = ctx.atproto?.oauth;
      if (!oauth)
        throw new PublishError(
          'permanent',
          `${NAME}: this connection signed in with Bluesky, which is not set up here.`,
        );
      return oauthSession(await oauth.open(creds));
    }
    const who = creds.settings.did || creds.username || '';
    const identity = await resolveIdentity(ctx, who);
    return openSession(ctx.http, identity.pds, identity.did, creds.secret);
  }

  const getRecord = (s: PdsSession, collection: string, rkey: string) =>
    s.get('com.atproto.repo.getRecord', { repo: s.did, collection, rkey }, recordSchema);
  const putRecord = (s: PdsSession, collection: string, rkey: string, record: Record<string, unknown>) =>
    s.post(
      'com.atproto.repo.putRecord',
      { repo: s.did, collection, rkey, record: { $type: collection, ...record } },
      writtenSchema,
    );

  async function uploadThumbnail(s: PdsSession, input: PublishInput): Promise<BlobRef | null> {
    const loaded = await input.featuredImage?.load().catch(() => undefined);
    if (!loaded) return null;
    const jpeg = await thumbnailOf(loaded.bytes);
    if (!jpeg) return null;
    return (await s.upload(jpeg, 'image/jpeg', blobSchema)).blob;
  }

  async function write(input: PublishInput): Promise<RemotePost> {
    modeOf(NAME, input);
    if (input.mode === 'draft')
      throw new PublishError('permanent', `${NAME} has no drafts: records are public once written.`);
    checkLimits(input);
    const site = input.site!;
    const s = await session();
    const keys = recordKeys(site.url, site.blogId);
    const now = new Date().toISOString();

    // The publication: once per account and Inkgram address; written again only when its name or address changed.
    const publication = await getRecord(s, PUBLICATION, keys.publication);
    const publicationUri = atUri(s.did, PUBLICATION, keys.publication);
    if (!publication || publication.value.url !== site.url || publication.value.name !== site.name)
      await putRecord(s, PUBLICATION, keys.publication, { url: site.url, name: site.name });

    const earlierDoc = await getRecord(s, DOCUMENT, keys.document);
    const earlierPost = documentOnly ? null : await getRecord(s, POST, keys.post);
    const articleUrl = `${site.url}${site.path}`;
    const cardUrl = input.canonicalUrl ?? articleUrl;
    const { description, ...text } = documentText(input);
    const thumb = await uploadThumbnail(s, input);

    let postRef: { uri: string; cid: string } | null = null;
    const titleCut = !documentOnly && graphemes(input.title) > POST_GRAPHEMES;
    if (!documentOnly) {
      postRef = await putRecord(s, POST, keys.post, {
        text: truncateGraphemes(input.title, POST_GRAPHEMES),
        createdAt: typeof earlierPost?.value.createdAt === 'string' ? earlierPost.value.createdAt : now,
        embed: {
          $type: 'app.bsky.embed.external',
          external: {
            uri: cardUrl,
            title: input.title,
            description: description ? truncateGraphemes(description, POST_GRAPHEMES) : '',
            ...(thumb ? { thumb } : {}),
          },
        },
      });
    }
    const document = await putRecord(s, DOCUMENT, keys.document, {
      site: publicationUri,
      path: site.path,
      title: text.title,
      ...(description ? { description } : {}),
      publishedAt: typeof earlierDoc?.value.publishedAt === 'string' ? earlierDoc.value.publishedAt : now,
      ...(earlierDoc ? { updatedAt: now } : {}),
      tags: text.tags,
      textContent: text.textContent,
      ...(thumb ? { coverImage: thumb } : {}),
      ...(postRef ? { bskyPostRef: postRef } : {}),
    });
    return {
      id: document.uri,
      url: postRef ? bskyPostUrl(s.did, keys.post) : articleUrl,
      status: 'published',
      fields: atprotoFields(input, { titleCut, canonical: cardUrl === articleUrl }),
    };
  }

  return {
    capabilities: atprotoPlatform.capabilities,

    preview(input) {
      const text = documentText(input);
      const articleUrl = input.site ? `${input.site.url}${input.site.path}` : null;
      return {
        title: text.title,
        tags: text.tags,
        excerpt: text.description,
        canonicalUrl: input.canonicalUrl ?? articleUrl,
        format: 'text',
        body: text.textContent,
      };
    },

    async validate(): Promise<VerifiedAccount> {
      const identity = await resolveIdentity(ctx, creds.username ?? '');
      const s = await openSession(ctx.http, identity.pds, identity.did, creds.secret);
      const handle = identity.handle ?? s.handle;
      return {
        username: handle,
        profileUrl: `https://bsky.app/profile/${handle}`,
        settings: {
          did: identity.did,
          handle,
          pds: identity.pds,
          ...(creds.settings.post ? { post: creds.settings.post } : {}),
        },
      };
    },

    publish: write,
    update: (_remote, input) => write(input),

    async findExisting(input): Promise<RemotePost | null> {
      if (!input.site) return null;
      const s = await session();
      const keys = recordKeys(input.site.url, input.site.blogId);
      const doc = await getRecord(s, DOCUMENT, keys.document);
      if (!doc) return null;
      const post = doc.value.bskyPostRef ? bskyPostUrl(s.did, keys.post) : null;
      return { id: doc.uri, url: post ?? `${input.site.url}${input.site.path}`, status: 'published' };
    },

    async withdraw(remote): Promise<void> {
      const s = await session();
      const docKey = remote.id.slice(remote.id.lastIndexOf('/') + 1);
      const doc = await getRecord(s, DOCUMENT, docKey);
      const postUri = (doc?.value.bskyPostRef as { uri?: unknown } | undefined)?.uri;
      // The post first: a document left without its post is still a complete record; the reverse is not.
      if (typeof postUri === 'string' && postUri.startsWith(`at://${s.did}/${POST}/`))
        await s.post(
          'com.atproto.repo.deleteRecord',
          { repo: s.did, collection: POST, rkey: postUri.slice(postUri.lastIndexOf('/') + 1) },
          okSchema,
        );
      await s.post('com.atproto.repo.deleteRecord', { repo: s.did, collection: DOCUMENT, rkey: docKey }, okSchema);
    },
  };
}
