import { definePlatform } from './descriptor';
import { secretField, siteUrlField, textField } from './fields';

/** The hosted variant's name: its label on the dialog's switch and the platform named in its messages. */
export const WORDPRESS_COM = 'WordPress.com';

/** WordPress: a self-hosted site (REST API, application password) or a WordPress.com site (OAuth token). */
export const wordpressPlatform = definePlatform({
  name: 'wordpress',
  displayName: 'WordPress',
  description: 'Publish to a WordPress.com site or to your own self-hosted WordPress.',
  logoUrl: '/platforms/wordpress.svg',
  website: 'https://wordpress.org',
  apiEndpoint: 'https://public-api.wordpress.com',
  notice: 'Connect a WordPress.com site with an access token, or your own WordPress with an application password.',
  variants: [
    {
      id: 'self',
      label: 'Self-hosted',
      when: 'settings.apiUrl',
      fields: [
        siteUrlField('settings.apiUrl', 'Site URL', { placeholder: 'https://blog.example.com' }),
        textField('username', 'Username'),
        secretField('apiKey', 'Application password', {
          hint: 'Users → Profile → Application Passwords (not your login password).',
          // Shown in groups of four; WordPress ignores the spaces.
          spaces: true,
        }),
      ],
    },
    {
      id: 'hosted',
      label: WORDPRESS_COM,
      fields: [
        secretField('accessToken', 'Access token', { hint: 'An OAuth token for your WordPress.com site.' }),
        textField('settings.siteId', 'Site ID', { placeholder: 'example.wordpress.com or 123456789' }),
      ],
    },
  ],
  capabilities: {
    format: 'html',
    tagsLimit: 20,
    // WordPress sets no limits: Inkgram's own (a blog title of 200, a tag of 50, an excerpt of 1000).
    limits: { titleMax: 200, tagMax: 50, excerptMax: 1000 },
    categories: true,
    featuredImage: 'upload',
    canFindExisting: true,
    // REST `status`: draft, or future with a date; posts are updated and deleted (trash) by id.
    draft: true,
    schedule: 'native',
    update: true,
    delete: true,
    unpublish: true,
    withdraw: true,
    withdrawRemoves: false,
    // Core has no canonical field: Yoast or Rank Math expose one when active.
    canonical: 'seo-plugin',
  },
});
