import { definePlatform } from './descriptor';
import { secretField } from './fields';

/** DEV (Forem) API v1 with an `api-key`. */
export const devtoPlatform = definePlatform({
  name: 'devto',
  displayName: 'DEV',
  description: 'Share with the DEV community of software developers.',
  logoUrl: '/platforms/devto.svg',
  website: 'https://dev.to',
  apiEndpoint: 'https://dev.to/api',
  variants: [
    {
      id: 'key',
      label: 'API key',
      fields: [secretField('apiKey', 'API key', { hint: 'DEV → Settings → Extensions → DEV Community API Keys.' })],
    },
  ],
  capabilities: {
    format: 'markdown',
    // At most 4 tags, alphanumeric.
    tagsLimit: 4,
    // Forem's article rules: a title of 128, tags of 30, a description of 256.
    limits: { titleMax: 128, tagMax: 30, excerptMax: 256 },
    categories: false,
    featuredImage: 'url',
    canFindExisting: true,
    // `published: false` makes a draft; PUT changes an article, and `published: false` takes it down.
    // There is no delete call.
    draft: true,
    schedule: 'queue',
    update: true,
    delete: false,
    unpublish: true,
    withdraw: true,
    withdrawRemoves: false,
    canonical: 'field',
  },
});
