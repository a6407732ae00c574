import type { StyleTraitName } from '@common/style-profile';

export const VOICE_COPY = {
  title: 'Your writing voice',
  description:
    'Learned from your captions and the blogs you edited. Both writers use it for new drafts; change any trait to make it yours.',
  learnedFrom: (captions: number, blogs: number) =>
    `Learned from ${captions} ${captions === 1 ? 'caption' : 'captions'} and ${blogs} ${blogs === 1 ? 'blog' : 'blogs'}`,
  relearn: 'Relearn',
  relearned: 'Your voice was learned again. Your own changes were kept.',
  save: 'Save voice',
  saved: 'Your writing voice was saved.',
  reset: 'Reset to learned',
  resetDone: (trait: string) => `${trait} is back to what was learned.`,
  yours: 'Your change',
  learned: 'Learned',
  example: 'From your words:',
  noExample: 'Nothing in your posts shows this yet.',
  loadError: 'Your writing voice could not be loaded. Please reload the page.',
  traits: {
    person: 'Person',
    sentenceLength: 'Sentence length',
    emoji: 'Emoji',
    vocabulary: 'Favourite words and phrases',
    signOff: 'Sign-off',
    hashtags: 'Hashtags',
  } satisfies Record<StyleTraitName, string>,
  person: { I: 'I (first person)', we: 'we (first person plural)', you: 'you (talking to the reader)' },
  sentenceWords: 'Words per sentence, on average',
  emojiFrequency: 'How often',
  emojiPlacement: 'Where',
  frequency: { never: 'Never', sometimes: 'Sometimes', often: 'Often' },
  placement: { end: 'At the end', inline: 'In the text' },
  emojiFavourites: 'Favourite emoji',
  commaHint: 'Separate them with commas.',
  signOffHint: 'The line you end posts with; leave empty for none.',
  hashtagsPerPost: 'Hashtags per post, on average',
  hashtagFavourites: 'Favourite hashtags',
} as const;
