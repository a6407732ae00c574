/** UI copy of revisions of live blogs (docs/decisions/040-revisions-of-live-posts.md). */
export const REVISIONS_COPY = {
  start: 'Start a revision',
  starting: 'Starting...',
  open: 'Open the revision',
  startAlt: (title: string) => `Start a revision of “${title}”`,
  openAlt: (title: string) => `Open the revision of “${title}”`,
  startFailed: 'Could not start a revision',
  banner: {
    title: 'Revision of a live blog',
    text: 'The live posts and the public page keep their current text while you edit. Update everywhere sends this revision to every platform where the blog is live, then it becomes the live version.',
    update: 'Update everywhere',
    updating: 'Updating...',
    discard: 'Discard revision',
    destinations: 'Live copies',
    sending: 'Sending the revision',
    sent: 'Has the revision',
    waiting: 'Live, not updated yet',
    notUpdatable: 'Cannot be updated through its API: stays as it is',
    failedTitle: 'Some copies did not take the revision',
    failedText:
      'The revision stays open. Fix what the platform said, then choose Update everywhere again: only the copies that failed are sent again.',
    unsavedFirst: 'Save your changes first: Update everywhere sends the saved revision.',
  },
  discardDialog: {
    title: 'Discard this revision?',
    text: 'Your changes in this revision and its version history are dropped. The live blog stays as it is.',
    cancel: 'Cancel',
    confirm: 'Discard revision',
    pending: 'Discarding...',
  },
  toasts: {
    live: { title: 'Revision is live', description: 'Every live copy and the public page now show the revised text.' },
    queued: { title: 'Updating everywhere', description: 'The revision is being sent to every live copy.' },
    discarded: { title: 'Revision discarded' },
    failed: 'Update everywhere failed',
  },
} as const;
