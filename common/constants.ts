export const PRODUCT_NAME = 'Inkgram';

export const BLOG_CATEGORIES = [
  'Food & Recipes',
  'Lifestyle',
  'Travel',
  'Fitness & Wellness',
  'Beauty',
  'Fashion',
  'Technology',
  'Entertainment',
  'Business',
  'Personal',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const ENHANCEMENT_PRESET_IDS = ['expand', 'shorten', 'professional', 'casual', 'seo', 'grammar'] as const;
export type EnhancementPresetId = (typeof ENHANCEMENT_PRESET_IDS)[number];

/** docs/product.md §3 "Enhancement presets" (ids and names are the product's; the instructions are Inkgram's). */
export const ENHANCEMENT_PRESETS: readonly { id: EnhancementPresetId; name: string; instruction: string }[] = [
  {
    id: 'expand',
    name: 'Expand Content',
    instruction: 'Expand the content with more detail, context and examples while keeping its structure and voice.',
  },
  {
    id: 'shorten',
    name: 'Make Concise',
    instruction: 'Make the content more concise: remove repetition and filler, keep every key point and heading.',
  },
  {
    id: 'professional',
    name: 'Professional Tone',
    instruction: 'Rewrite the content in a professional, polished tone without slang, emoji or exclamation marks.',
  },
  {
    id: 'casual',
    name: 'Casual Tone',
    instruction: 'Rewrite the content in a friendly, casual, conversational tone.',
  },
  {
    id: 'seo',
    name: 'SEO Optimize',
    instruction:
      'Optimize the content for search engines: clear section headings, a strong first paragraph, descriptive image alt text and a summary.',
  },
  {
    id: 'grammar',
    name: 'Fix Grammar & Style',
    instruction: 'Fix grammar, spelling, punctuation and style problems without changing the meaning.',
  },
];

/**
 * The id of the `<script type="application/json">` block in which the server hands a signed-in
 * visitor's user to the page it serves (docs/decisions/049-signed-in-first-frame.md).
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user';

/**
 * The id of the block beside it that holds the answers a page's first view needs, for the address
 * it was served at (docs/decisions/050-first-view-data-in-the-page.md).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The name of the build's chunk that draws a first view from those answers (vite.config.ts): a page
 * served with them asks for it from its `<head>`, beside the entry (server/lib/first-view-preload.ts).
 */
export const FIRST_VIEW_CHUNK = 'first-view';

/** Client routes (the route table of docs/product.md §2); the server answers each with the app shell. */
export const CLIENT_ROUTES = [
  '/auth',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/undo-email-change',
  '/',
  '/create',
  '/my-blogs',
  '/edit-blog/:id',
  '/connect-instagram',
  '/platform-connections',
  '/writing-prompts',
  '/collaborative-sessions',
  '/calendar',
  '/invitations/:token',
  '/email-invitations/:token',
] as const;
