/**
 * The blog's limits (docs/product.md §3), without zod: the browser's sanitizer reads them on the
 * editor's first view (docs/decisions/050-first-view-data-in-the-page.md), before any contract has
 * loaded. common/blogs.ts re-exports them beside the contracts that enforce them.
 */
export const BLOG_LIMITS = {
  titleMax: 200,
  /** Characters of HTML; base64 images count, hence the room. */
  contentMax: 3_000_000,
  /** Decoded bytes of one base64 `data:image/*` image in the content. */
  dataImageMaxBytes: 1_500_000,
  tagMax: 50,
  tagsMax: 30,
  categoryMax: 80,
  seoTitleMax: 60,
  /** Below this an SEO title is shorter than search results can show (the editor's hint turns amber). */
  seoTitleIdealMin: 50,
  seoDescriptionMax: 160,
  seoDescriptionIdealMin: 120,
  /** Characters of a normalised slug (common/slug.ts). */
  slugMax: 80,
  featuredImageAltMax: 250,
  seoKeywordsMax: 15,
  previewChars: 150,
  /** Characters of an enhancement instruction. */
  instructionMax: 2000,
  /** Request body cap of the blog and AI routes (base64 images make bodies large). */
  bodyLimitBytes: 5 * 1024 * 1024,
} as const;
