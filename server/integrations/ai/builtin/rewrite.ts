/** Word-level rewriting rules of the built-in assistant presets (applied to text nodes only). */
import { EMOJI } from './text';

/** Emoji go with the space before them: 'heart. 🌅🇵🇹' → 'heart.', 'tonight 🌅 The' → 'tonight The'. */
const EMOJI_RUN = new RegExp(`[^\\S\\n]*(?:${EMOJI.source})+`, 'gu');

type Rule = [RegExp, string];

/** Replaces whole words, keeping an initial capital. */
function words(map: Record<string, string>): Rule[] {
  return Object.entries(map).map(([from, to]) => [
    new RegExp(`(?<![\\p{L}'’])${from.replace(/'/g, "['’]")}(?![\\p{L}'’])`, 'giu'),
    to,
  ]);
}

function apply(text: string, rules: Rule[]): string {
  let out = text;
  for (const [re, to] of rules) {
    out = out.replace(re, (match: string) => (/^\p{Lu}/u.test(match) ? to.charAt(0).toUpperCase() + to.slice(1) : to));
  }
  return out;
}

const CONTRACTIONS: Record<string, string> = {
  "can't": 'cannot',
  "won't": 'will not',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "hadn't": 'had not',
  "couldn't": 'could not',
  "wouldn't": 'would not',
  "shouldn't": 'should not',
  "i'm": 'I am',
  "i've": 'I have',
  "i'll": 'I will',
  "i'd": 'I would',
  "you're": 'you are',
  "you've": 'you have',
  "you'll": 'you will',
  "we're": 'we are',
  "we've": 'we have',
  "we'll": 'we will',
  "they're": 'they are',
  "they've": 'they have',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "what's": 'what is',
  "let's": 'let us',
};

const SLANG: Record<string, string> = {
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  kinda: 'somewhat',
  sorta: 'somewhat',
  awesome: 'excellent',
  'super excited': 'very excited',
  'super happy': 'very happy',
  totally: 'entirely',
  'pretty good': 'quite good',
  yeah: 'yes',
  guys: 'everyone',
  tbh: 'to be honest',
  btw: 'by the way',
  'a ton of': 'a great deal of',
  crazy: 'remarkable',
  stuff: 'material',
  cool: 'impressive',
};

const FORMAL_TO_CASUAL: Record<string, string> = {
  utilize: 'use',
  utilise: 'use',
  approximately: 'about',
  therefore: 'so',
  purchase: 'buy',
  additionally: 'plus',
  assist: 'help',
  commence: 'start',
  sufficient: 'enough',
  numerous: 'lots of',
  regarding: 'about',
  'in order to': 'to',
  'prior to': 'before',
  individuals: 'people',
  obtain: 'get',
  furthermore: 'also',
  'do not': "don't",
  'does not': "doesn't",
  'did not': "didn't",
  'is not': "isn't",
  'are not': "aren't",
  'was not': "wasn't",
  cannot: "can't",
  'will not': "won't",
  'i am': "I'm",
  'it is': "it's",
  'that is': "that's",
  'we are': "we're",
  'you are': "you're",
  'they are': "they're",
  'let us': "let's",
};

const MISSPELLINGS: Record<string, string> = {
  teh: 'the',
  recieve: 'receive',
  seperate: 'separate',
  definately: 'definitely',
  alot: 'a lot',
  wich: 'which',
  untill: 'until',
  occured: 'occurred',
  thier: 'their',
  becuase: 'because',
  goverment: 'government',
  accomodate: 'accommodate',
  acheive: 'achieve',
  beleive: 'believe',
  tommorow: 'tomorrow',
  wierd: 'weird',
  neccessary: 'necessary',
  publically: 'publicly',
  'could of': 'could have',
  'should of': 'should have',
  'would of': 'would have',
  irregardless: 'regardless',
};

const FILLERS =
  /(?<![\p{L}])(really|very|just|actually|basically|literally|totally|quite|simply|definitely|honestly)\s+/giu;

export function professional(text: string): string {
  const t = apply(apply(text.replace(EMOJI_RUN, ''), words(CONTRACTIONS)), words(SLANG));
  return t
    .replace(/!+/g, '.')
    .replace(/\b(lol|lmao|omg|xoxo)\b[.,!]?/gi, '')
    .replace(/ {2,}/g, ' ');
}

export function casual(text: string): string {
  return apply(text, words(FORMAL_TO_CASUAL))
    .replace(/\bHowever,\s/g, 'But ')
    .replace(/;\s+however,\s/gi, ', but ');
}

const WORDY: Record<string, string> = {
  'in order to': 'to',
  'due to the fact that': 'because',
  'at this point in time': 'now',
  'a lot of': 'many',
  'lots of': 'many',
  'in spite of the fact that': 'although',
  'for the purpose of': 'for',
  'in the event that': 'if',
  'is able to': 'can',
  'are able to': 'can',
  'has the ability to': 'can',
  'each and every': 'every',
  'first and foremost': 'first',
  'the fact that': 'that',
  'at the end of the day': 'in the end',
  'it is important to note that': '',
  'needless to say,': '',
  'all in all,': '',
};

/** Wordy phrases → short ones (Make Concise). */
export function concise(text: string): string {
  return apply(text, words(WORDY)).replace(/ {2,}/g, ' ');
}

export function removeFillers(text: string): string {
  return text.replace(FILLERS, '').replace(/ {2,}/g, ' ');
}

/**
 * Grammar and style: spacing, punctuation runs, doubled words, "i" → "I", common misspellings,
 * sentence capitals. `startsBlock` says whether the text begins a paragraph, heading or item.
 */
export function grammar(text: string, startsBlock: boolean): string {
  let t = apply(text, words(MISSPELLINGS));
  t = t
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;:!?])(?=\s|$)/g, '$1')
    .replace(/([,;:])(?=\p{L})/gu, '$1 ')
    .replace(/([.!?])(?=\p{Lu}\p{Ll})/gu, '$1 ')
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/\.{4,}/g, '...')
    .replace(/,{2,}/g, ',')
    .replace(/(?<![\p{L}'])(\p{L}+)\s+\1(?![\p{L}'])/giu, (m, w: string) => (/^(that|had|is)$/i.test(w) ? m : w))
    .replace(/(?<![\p{L}'’])i(?=['’](m|ve|ll|d)\b|(?![\p{L}'’]))/gu, 'I')
    .replace(/([.!?]\s+)(\p{Ll})/gu, (_m, p: string, c: string) => p + c.toLocaleUpperCase());
  if (startsBlock) t = t.replace(/^(\s*["“'(]?)(\p{Ll})/u, (_m, p: string, c: string) => p + c.toLocaleUpperCase());
  return t;
}
