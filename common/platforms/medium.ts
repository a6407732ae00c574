import { definePlatform } from './descriptor';
import { secretField, textField } from './fields';

/** Medium's API v1: unsupported and closed to new integration tokens; existing tokens still work. */
export const mediumPlatform = definePlatform({
  name: 'medium',
  displayName: 'Medium',
  description: 'Share with the Medium community.',
  logoUrl: '/platforms/medium.svg',
  website: 'https://medium.com',
  apiEndpoint: 'https://api.medium.com/v1',
  notice:
    'Medium no longer issues integration tokens and is closed to new integrations. If you still have a token, you can connect with it.',
  variants: [
    {
      id: 'token',
      label: 'Integration token',
      fields: [secretField('accessToken', 'Integration token'), textField('username', 'Username', { optional: true })],
    },
  ],
  capabilities: {
    format: 'html',
    // Medium keeps the first 3 tags.
    tagsLimit: 3,
    // A title over 100 characters is ignored, so are tags over 25; the API has no excerpt field.
    limits: { titleMax: 100, tagMax: 25, excerptMax: null },
    categories: false,
    featuredImage: 'inline',
    // No endpoint lists one's own posts.
    canFindExisting: false,
    // `publishStatus: draft`; there is no update, delete or schedule call.
    draft: true,
    schedule: 'queue',
    update: false,
    delete: false,
    unpublish: false,
    withdraw: false,
    withdrawRemoves: false,
    canonical: 'field',
  },
});
