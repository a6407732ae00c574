/** UI copy of the source pack panel and the claim check (docs/decisions/026-stored-videos-and-saved-claim-checks.md). */
export const SOURCE_PACK_COPY = {
  title: 'What the writer sees',
  description: 'Everything in this post that the article may use. Nothing else goes in.',
  building: 'Reading the post…',
  progress: (done: number, total: number) => `${done} of ${total} steps`,
  failed: 'The post could not be read. Try again in a moment.',
  mediaType: { photo: 'Photo', carousel: 'Carousel', reel: 'Reel', video: 'Video' },
  fields: {
    type: 'Type',
    date: 'Published',
    location: 'Location',
    mentions: 'Mentions',
    hashtags: 'Hashtags',
    aiLabel: 'Instagram AI label',
    caption: 'Caption',
    slides: 'Slides and the text on them',
    keyframes: 'Keyframes',
    transcript: 'What is said',
    video: 'Video',
  },
  aiLabel: (on: boolean) => (on ? 'Labelled “AI info” by Instagram' : 'Not labelled as AI-generated'),
  /** The accessible name of the kept video's player. */
  videoPlayer: 'The post’s video, as Inkgram keeps it',
  slide: (n: number) => `Slide ${n}`,
  noText: 'No text on this image',
  noCaption: 'No caption',
  none: 'None',
  notes: {
    label: 'Facts the post doesn’t say',
    hint: 'Add what the article may state that the post does not: prices, quantities, places, names.',
    placeholder: 'e.g. The flour is from Moinho Velho; a plate costs €12.',
    save: 'Save notes',
    saving: 'Saving…',
    saved: 'Notes added to what the writer sees',
  },
  claims: {
    title: 'Not in your post',
    flag: (claim: string) => `Not in your post: ${claim} — keep, edit or remove`,
    /** The article as a whole is about something else than the post (another dish). */
    topic: (words: string) =>
      `The whole article is about something your post does not show (${words}). Write it again from your post.`,
    allSupported: 'Every number, name and quote in the article is in your post.',
    /** Beside a claim the creator chose to keep. */
    kept: 'kept by you',
    /** A configured model's judgement beside a claim. */
    verdict: { supported: 'Model: in your post', not_supported: 'Model: not in your post', unsure: 'Model: unsure' },
    /** In the list once every claim in it was kept or removed. */
    allHandled: 'Every flagged claim is handled.',
    keep: 'Keep',
    edit: 'Edit',
    remove: 'Remove',
    /** Accessible names of the actions on a marked claim in the editor. */
    keepLabel: (claim: string) => `Keep ${claim} as written`,
    editLabel: (claim: string) => `Edit ${claim}`,
    removeLabel: (claim: string) => `Remove ${claim}`,
  },
} as const;
