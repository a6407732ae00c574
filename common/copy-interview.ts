/** UI copy of the interview on /create: questions the article needs that the post doesn't answer. */
export const INTERVIEW_COPY = {
  title: 'A few questions for the writer',
  description:
    'Your post doesn’t say these. Answer in a few words each, or leave one blank to skip it. The article uses your words as you write them.',
  waiting: 'Reading your post first…',
  failed: 'The questions could not be loaded. Try again in a moment.',
  save: 'Save answers',
  saving: 'Saving…',
  saved: 'Your answers are in what the writer sees. Generate to use them.',
  skip: 'Skip questions',
  skipped: 'Questions skipped. The article uses only what your post says.',
  reopen: 'Answer questions',
  /** 'What the writer sees': the creator's answers. */
  packField: 'Your answers',
} as const;
