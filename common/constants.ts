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

export const ENHANCEMENT_PRESETS = [
  { id: 'expand', name: 'Expand Content' },
  { id: 'shorten', name: 'Make Concise' },
  { id: 'professional', name: 'Professional Tone' },
  { id: 'casual', name: 'Casual Tone' },
  { id: 'seo', name: 'SEO Optimize' },
  { id: 'grammar', name: 'Fix Grammar & Style' },
] as const;

/** Client routes from the spec's route table; the server answers each with the app shell. */
export const CLIENT_ROUTES = [
  '/auth',
  '/',
  '/create',
  '/my-blogs',
  '/edit-blog/:id',
  '/connect-instagram',
  '/platform-connections',
  '/writing-prompts',
  '/collaborative-sessions',
] as const;
