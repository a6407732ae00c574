import { definePlatform } from './descriptor';
import { secretField, textField } from './fields';

/** Hashnode GraphQL: every write (and reading a publication's posts) needs the publication on the Pro plan. */
export const hashnodePlatform = definePlatform({
  name: 'hashnode',
  displayName: 'Hashnode',
  description: 'Share with the Hashnode community on your own blog domain.',
  logoUrl: '/platforms/hashnode.svg',
  website: 'https://hashnode.com',
  apiEndpoint: 'https://gql-beta.hashnode.com',
  notice: "Hashnode's API moved in 2026 and now only accepts posts for publications with an active Pro plan.",
  variants: [
    {
      id: 'token',
      label: 'Personal access token',
      fields: [
        secretField('apiKey', 'Personal access token', { hint: 'Hashnode → Settings → Developer.' }),
        textField('username', 'Username', { optional: true }),
        textField('profileUrl', 'Publication domain', { placeholder: 'yourblog.hashnode.dev' }),
      ],
    },
  ],
  capabilities: {
    format: 'markdown',
    tagsLimit: 15,
    // No title limit is documented (Inkgram's own 200); tag names are cut at 50; the excerpt is metaTags.description (160).
    limits: { titleMax: 200, tagMax: 50, excerptMax: 160 },
    categories: false,
    featuredImage: 'url',
    canFindExisting: true,
    // createDraft, updatePost, removePost (withdraw: the post and its link are gone). `originalArticleURL` is the canonical.
    draft: true,
    schedule: 'queue',
    update: true,
    delete: true,
    unpublish: false,
    withdraw: true,
    withdrawRemoves: true,
    canonical: 'field',
  },
});
