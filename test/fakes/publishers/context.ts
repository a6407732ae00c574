import { createSafeHttpClient, type HttpClient } from '../../../server/integrations/publishers/http';
import type { FeaturedImage, PublisherContext, PublishInput } from '../../../server/integrations/publishers/types';

/**
 * Test support: a publisher context whose HTTP client reaches the given local fakes (allowlisted)
 * with a short deadline, so "the platform never answered" tests run in about a second.
 */
export function testPublisherContext(
  allow: string[],
  urls: Partial<PublisherContext['urls']> = {},
  deadlineMs = 1_500,
): PublisherContext {
  const safe = createSafeHttpClient({ allowlist: allow });
  const http: HttpClient = (url, init = {}) =>
    safe(url, { ...init, timeoutMs: Math.min(init.timeoutMs ?? deadlineMs, deadlineMs) });
  return {
    http,
    urls: {
      devto: 'https://dev.to/api',
      hashnode: 'https://gql-beta.hashnode.com',
      medium: 'https://api.medium.com/v1',
      wpcom: 'https://public-api.wordpress.com',
      ...urls,
    },
  };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const featured = (url = 'https://inkgram.example/media/cover.png'): FeaturedImage => ({
  url,
  load: async () => ({ bytes: PNG_BYTES, contentType: 'image/png', filename: 'featured.png' }),
});

export function sampleInput(overrides: Partial<PublishInput> = {}): PublishInput {
  const slug = overrides.seo?.slug ?? overrides.slug ?? 'sunrise-hike-on-mount-tam';
  const description = overrides.seo ? overrides.seo.description : (overrides.excerpt ?? 'Soft light and empty trails.');
  return {
    title: 'Sunrise hike on Mount Tam',
    html: '<h2>Why go early</h2><p>The light is <strong>soft</strong> &amp; the trail is empty.</p><pre><code class="language-bash">npm run hike\n</code></pre><p><img src="https://images.example.com/summit.jpg" alt="Summit"></p>',
    tags: ['Hiking Trips', 'travel', 'sunrise-photos', 'Bay Area', 'outdoors'],
    category: 'Travel',
    featuredImage: featured(),
    canonicalUrl: null,
    mode: 'publish',
    publishAt: null,
    ...overrides,
    slug,
    excerpt: description,
    seo: overrides.seo ?? { title: null, description, slug, imageAlt: 'Trail at sunrise' },
  };
}
