/** The editor's SEO section (docs/decisions/018-publishing-destinations-and-modes.md): what search engines and the platforms show. */
export const SEO_COPY = {
  heading: 'SEO',
  description: 'How this post looks in search results and what the platforms you publish to receive.',
  seoTitle: 'SEO title',
  seoDescription: 'Meta description',
  slug: 'Slug',
  featuredImageAlt: 'Featured image alt text',
  slugPlaceholder: (derived: string) => derived || 'made-from-the-title',
  altPlaceholder: 'Describe the image for people who cannot see it',
  previewHeading: 'Search result preview',
  previewNote:
    'An approximation: search engines cut titles at about 600 pixels and descriptions at about 160 characters.',
  noDescription: 'No meta description: search engines pick a passage from the post.',
  /** Visible counter and what a screen reader hears with it. */
  count: (n: number, max: number) => `${n} / ${max}`,
  spokenCount: (n: number, max: number) => `${n} of ${max} characters.`,
  advice: {
    seoTitle: {
      empty: 'Empty: the post title is used.',
      short: (min: number, max: number) => `A little short: ${min}–${max} characters is ideal.`,
      good: 'Good length.',
      over: (by: number, max: number) => `Too long by ${by}: at most ${max} characters.`,
    },
    seoDescription: {
      empty: 'Empty: search engines pick a passage from the post.',
      short: (min: number, max: number) => `A little short: ${min}–${max} characters is ideal.`,
      good: 'Good length.',
      over: (by: number, max: number) => `Too long by ${by}: at most ${max} characters.`,
    },
    slug: {
      empty: 'Empty: made from the title. Lowercase letters, digits and hyphens.',
      short: () => 'Lowercase letters, digits and hyphens.',
      good: 'Lowercase letters, digits and hyphens.',
      over: (by: number, max: number) => `Too long by ${by}: at most ${max} characters.`,
    },
    featuredImageAlt: {
      empty: 'Sent with the featured image to the platforms that take alt text.',
      short: () => 'Sent with the featured image to the platforms that take alt text.',
      good: 'Sent with the featured image to the platforms that take alt text.',
      over: (by: number, max: number) => `Too long by ${by}: at most ${max} characters.`,
    },
  },
  noImage: 'This blog has no featured image yet; the text is kept for when it has one.',
} as const;
