/**
 * The Publish dialog's per-destination fields, preview, 'Retry all' and the AT Protocol row
 * (docs/decisions/046-per-destination-fields-and-preview.md).
 */
export const OVERRIDES_COPY = {
  adjust: (platform: string) => `Adjust for ${platform}`,
  adjustHint: 'Title, tags and excerpt for this destination only; left as they are, the blog’s own are sent.',
  title: 'Title',
  tags: 'Tags',
  tagsHint: (limit: number, each: number) => `Comma-separated: at most ${limit}, ${each} characters each.`,
  excerpt: 'Excerpt',
  excerptHint: (max: number) => `At most ${max} characters.`,
  noExcerpt: (platform: string) => `${platform}’s API has no excerpt field.`,
  count: (n: number, max: number) => `${n} of ${max} characters`,
  preview: (platform: string) => `Preview on ${platform}`,
  previewTitle: (platform: string) => `What ${platform} will receive`,
  previewLoading: 'Building the preview…',
  previewFailed: 'The preview could not be built.',
  previewTags: 'Tags',
  previewNoTags: 'No tags',
  previewExcerpt: 'Excerpt',
  previewCanonical: 'Canonical URL',
  previewNone: 'None',
  previewBody: 'Body',
  previewMarkdown: 'Markdown that will be sent',
  previewText: 'Text that will be sent',
  closePreview: 'Close preview',
  save: (platform: string) => `Save and update ${platform}`,
  saved: 'Saved',
  savedLive: (platform: string) => `Saved: the post on ${platform} is being updated.`,
  saveFailed: 'Could not save these fields',
  fixFirst: 'Fix the fields marked for a destination before publishing.',
  /** Before the AT Protocol's choice (ATPROTO_POST_CHOICES' labels). */
  atprotoShows: 'On the network:',
} as const;
