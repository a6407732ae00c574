/**
 * Failures come back to the creator (docs/decisions/041): the Publish dialog's reason under a
 * destination, and My Blogs' 'Needs attention' list.
 */
export const ATTENTION_COPY = {
  heading: 'Needs attention',
  intro: (n: number) =>
    n === 1 ? 'One publication did not go through.' : `${n} publications did not go through or are waiting.`,
  loadError: 'Could not load the publications that need attention.',
  retry: 'Retry',
  retryAlt: (where: string, title: string) => `Publish “${title}” to ${where} again`,
  retryAll: (n: number) => `Retry all (${n})`,
  retryingAll: 'Retrying…',
  retriedAll: (n: number) => (n === 1 ? 'Queued again' : `${n} publications queued again`),
  retryAllPartly: (failed: number) => `${failed} could not be queued again`,
  reconnect: 'Reconnect',
  reconnectAlt: (where: string) => `Reconnect ${where}`,
  openBlog: 'Open blog',
  openBlogAlt: (title: string) => `Open “${title}”`,
  waiting: 'Waiting to try again',
  failed: 'Failed',
  removedConnection: 'The connection was removed: connect the site again.',
  nextTry: (when: string) => `Next try ${when}`,
} as const;
