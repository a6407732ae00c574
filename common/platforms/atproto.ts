import { definePlatform } from './descriptor';
import { choiceField, secretField, textField } from './fields';

/** What the network shows of an article (the connection's `settings.post`; docs/decisions/043, 046). */
export const ATPROTO_POST_CHOICES = [
  { value: 'bluesky', label: 'A standard.site document and a Bluesky post linking to it' },
  { value: 'none', label: 'A standard.site document only' },
] as const;

/**
 * The AT Protocol (Bluesky's network) through the creator's own PDS, with an app password
 * (docs/decisions/043-at-protocol-standard-site.md): a `site.standard.publication` record once per
 * account, a `site.standard.document` per article and, unless the connection says 'document only',
 * an `app.bsky.feed.post` with a link card.
 */
export const atprotoPlatform = definePlatform({
  name: 'atproto',
  displayName: 'Bluesky (AT Protocol)',
  description: 'Publish to the AT Protocol as a standard.site document, announced on Bluesky with a link card.',
  logoUrl: '/platforms/atproto.svg',
  website: 'https://standard.site',
  apiEndpoint: null,
  notice:
    'Works with any AT Protocol account (bsky.social or your own PDS): sign in with Bluesky on your PDS’s own page, or use an app password. Never give Inkgram your main password.',
  variants: [
    {
      id: 'app-password',
      label: 'App password',
      fields: [
        textField('username', 'Handle or DID', {
          placeholder: 'you.bsky.social',
          hint: 'Your handle (you.bsky.social or your own domain) or your DID (did:plc:…).',
        }),
        secretField('apiKey', 'App password', {
          placeholder: 'xxxx-xxxx-xxxx-xxxx',
          hint: 'An app password lets Inkgram write to your account without your main password, and you can revoke it at any time: Bluesky → Settings → Privacy and security → App passwords → Add App Password.',
        }),
        choiceField('settings.post', 'What the network shows', ATPROTO_POST_CHOICES),
      ],
    },
  ],
  capabilities: {
    // Records carry plain text (`textContent`); the article itself stays on its canonical page.
    format: 'html',
    tagsLimit: 20,
    // site.standard.document: a title of 500 graphemes, a description of 3000; tags as Inkgram's (50).
    limits: { titleMax: 500, tagMax: 50, excerptMax: 3000 },
    categories: false,
    featuredImage: 'upload',
    // Record keys are derived from the blog (records.ts), so the record is read back by its key.
    canFindExisting: true,
    draft: false,
    schedule: 'queue',
    update: true,
    delete: true,
    unpublish: false,
    withdraw: true,
    // The same record key comes back: publishing again restores the same at:// address.
    withdrawRemoves: false,
    canonical: 'field',
  },
});
