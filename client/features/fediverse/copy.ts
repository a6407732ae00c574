/** The fediverse section's words (docs/decisions/044-fediverse-with-fedify.md). */
export const FEDIVERSE_COPY = {
  title: 'Fediverse',
  description:
    'Let people on Mastodon and other fediverse servers follow you. Your public pages reach them as articles, and their replies wait here for your approval.',
  toggle: 'Share my articles on the fediverse',
  handleLabel: 'Your fediverse handle',
  copyHandle: 'Copy handle',
  copied: 'Handle copied',
  followers: (n: number) => (n === 1 ? '1 follower' : `${n} followers`),
  creatorLabel: 'My own fediverse account',
  creatorHint:
    'Shown on your article pages, so Mastodon credits you when someone shares a link. For example @name@mastodon.social.',
  creatorPlaceholder: '@name@mastodon.social',
  save: 'Save',
  saved: 'Fediverse settings saved',
  loadError: "We couldn't load your fediverse settings. Reload the page to try again.",
  repliesTitle: 'Replies waiting for you',
  repliesEmpty: 'No replies waiting. Replies to your articles appear here before they show on your page.',
  on: (title: string) => `on “${title}”`,
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Reply approved: it now shows under your article',
  rejected: 'Reply rejected',
  publishNote: (handle: string, followers: number) =>
    `In the fediverse: while this blog's public page is on, your ${followers === 1 ? 'follower' : `${followers} followers`} of ${handle} get it as an Article (title, summary, text and featured image), and changes reach them as updates. Mastodon readers find it under ${handle}.`,
} as const;
