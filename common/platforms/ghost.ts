import { definePlatform } from './descriptor';
import { secretField, siteUrlField } from './fields';

/** A Ghost Admin API key: the key id (24 hex), a colon, the secret (64 hex). */
export const GHOST_KEY_PATTERN = /^[a-f0-9]{24}:[a-f0-9]{64}$/i;

/** Ghost Admin API (self-hosted or Ghost(Pro)) with the Admin API key of a custom integration. */
export const ghostPlatform = definePlatform({
  name: 'ghost',
  displayName: 'Ghost',
  description: 'Publish to your Ghost site, self-hosted or on Ghost(Pro).',
  logoUrl: '/platforms/ghost.svg',
  website: 'https://ghost.org',
  apiEndpoint: null,
  notice: 'Works with self-hosted Ghost and Ghost(Pro): create a custom integration and paste its Admin API key.',
  variants: [
    {
      id: 'admin-key',
      label: 'Admin API key',
      fields: [
        siteUrlField('settings.apiUrl', 'Admin URL', { placeholder: 'https://yoursite.ghost.io' }),
        secretField('apiKey', 'Admin API key', {
          placeholder: 'id:secret',
          format: {
            pattern: GHOST_KEY_PATTERN,
            message: 'An Admin API key looks like 24 hex characters, a colon, then 64 hex characters.',
          },
        }),
      ],
    },
  ],
  capabilities: {
    format: 'html',
    tagsLimit: 20,
    // Ghost's validation: title 255, tag name 191, custom_excerpt 300.
    limits: { titleMax: 255, tagMax: 191, excerptMax: 300 },
    categories: false,
    featuredImage: 'url',
    canFindExisting: true,
    // `status`: draft, scheduled (with published_at) or published; posts are edited and deleted by id.
    draft: true,
    schedule: 'native',
    update: true,
    delete: true,
    unpublish: true,
    withdraw: true,
    withdrawRemoves: false,
    canonical: 'field',
  },
});
