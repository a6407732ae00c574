/**
 * The interview (docs/product.md): 3 to 5 short questions the article needs and the post does not
 * answer, chosen without a model from the kind of post (roles.ts) and the gaps in its source pack.
 * A question is asked only when nothing in the pack's text answers it already. The heading and the
 * place of each answer in the built-in writer's article are decided here too.
 */
import type { InterviewQuestion } from '@common/source-pack';
import { kindOf, type PostKind } from './roles';

/** Where an answer goes in the built-in article: the introduction, a section under `heading`, or the closing. */
export type AnswerPlace = 'intro' | 'section' | 'closing';

interface Candidate extends InterviewQuestion {
  /** The pack already answers the question when its text matches. */
  answered: RegExp;
  heading: string;
  place: AnswerPlace;
}

const TIME = /\b\d+(?:[.,]\d+)?\s*[-–]?\s*(?:min|mins|minutes?|hours?|hrs?|h)\b/i;
const RECIPE_EVIDENCE = /\d\s*(?:g|kg|ml|l|oz|cups?|tbsp|tsp|°\s?[cf]?)\b|°|\bingredients\b|\bserves \d/i;
const MONEY = /[$€£¥₹]\s?\d|\d\s?(?:€|\$|£|usd|eur|gbp|yen|jpy)\b|\bfree (?:entry|admission)\b/i;

const q = (
  id: string,
  text: string,
  hint: string,
  answered: RegExp,
  heading: string,
  place: AnswerPlace = 'section',
): Candidate => ({ id, text, hint, answered, heading, place });

const STORY: Candidate[] = [
  q(
    'before',
    'What came before this?',
    'e.g. how it started, what you tried first',
    /\b(?:years ago|used to|back in \d{4}|before (?:this|that)|it started)\b/i,
    'How it started',
    'intro',
  ),
  q(
    'after',
    'What happened after?',
    'e.g. what changed, what you did next',
    /\b(?:since then|ever since|afterwards|the next day|a week later)\b/i,
    'What came after',
    'closing',
  ),
  q(
    'lesson',
    'What would you tell someone trying this?',
    'e.g. the one thing you wish you had known',
    /\b(?:lesson|learned|learnt|my advice|wish i(?:['’]d| had) known)\b/i,
    'Advice',
    'closing',
  ),
  q(
    'why',
    'Why did you want to share this?',
    'e.g. who it is for',
    /\b(?:sharing this because|i wanted to share|why i share)\b/i,
    'Why',
    'intro',
  ),
];

const BY_KIND: Record<PostKind, Candidate[]> = {
  recipe: [
    q(
      'servings',
      'How many people does it serve?',
      'e.g. 4, or 8 slices',
      /\b(?:serves?|servings?|portions?|feeds|makes)\s*:?\s*\d|\bfor \d+ (?:people|hungry)|\b(?:shakshuka|recipe) for \d/i,
      'Servings',
    ),
    q(
      'time',
      'How long does it take from start to finish?',
      'e.g. 15 minutes prep, 1 hour in all',
      /\b(?:prep|total|ready in|takes?|in all)\b[^.\n]{0,20}\d|\b\d+[- ]minute\b/i,
      'Time',
    ),
    q(
      'quantities',
      'What quantities do you use?',
      'e.g. 200 g flour, 2 eggs',
      /\d+\s*(?:g|kg|ml|l|oz|cups?|tbsp|tsp)\b[\s\S]*\d+\s*(?:g|kg|ml|l|oz|cups?|tbsp|tsp)\b/i,
      'Quantities',
    ),
    q(
      'storage',
      'How long does it keep, and how do you store it?',
      'e.g. 3 days in a tin',
      /\b(?:keeps?|store|fridge|freez\w*|leftovers)\b/i,
      'Keeping it',
    ),
    q(
      'swaps',
      'What can be swapped in or left out?',
      'e.g. oat milk instead of milk',
      /\b(?:swap|instead of|substitut\w*|or use|works with)\b/i,
      'Swaps',
    ),
  ],
  travel: [
    q(
      'getting-there',
      'How did you get there?',
      'e.g. 2 hours by train from Tokyo',
      /\b(?:train|bus|flight|flew|drove|ferry|taxi|metro|subway|shinkansen|by car|walked from)\b/i,
      'Getting there',
    ),
    q('costs', 'What did it cost?', 'e.g. entry 500 yen, €80 a night', MONEY, 'Costs'),
    q(
      'when',
      'When is the best time to go?',
      'e.g. early morning in spring',
      /\b(?:best time|in (?:spring|summer|autumn|fall|winter)|season|before \d|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})\b/i,
      'When to go',
    ),
    q(
      'stay',
      'Where did you stay?',
      'e.g. a ryokan near the station',
      /\b(?:hotel|hostel|stayed|airbnb|ryokan|camp(?:site|ed)?|guesthouse)\b/i,
      'Where to stay',
    ),
    q(
      'how-long',
      'How much time do you need there?',
      'e.g. half a day',
      /\b\d+\s*(?:days?|nights?)\b|\bhalf a day\b/i,
      'How long to stay',
    ),
  ],
  product: [
    q('price', 'What does it cost?', 'e.g. €129', MONEY, 'Price'),
    q(
      'where-buy',
      'Where can people buy it?',
      'e.g. the brand’s site, most big shops',
      /\b(?:available|buy it|shop|stores?|link in bio|online|website|amazon)\b/i,
      'Where to buy',
    ),
    q(
      'replaced',
      'What did it replace, and why did you switch?',
      'e.g. my old 2019 model, the battery died',
      /\b(?:replaced|switched|instead of|upgrade[ds]? from|my old|previous)\b/i,
      'What it replaced',
      'intro',
    ),
    q(
      'used-for',
      'How long have you used it?',
      'e.g. 3 months, every day',
      /\b\d+\s*(?:weeks?|months?|years?)\b/i,
      'Time in use',
    ),
    q(
      'downside',
      'Anything you don’t like about it?',
      'e.g. the case scratches easily',
      /\b(?:downside|cons?|the only (?:issue|thing)|i wish|not great)\b/i,
      'Downsides',
      'closing',
    ),
  ],
  workout: [
    q(
      'sets-reps',
      'How many sets and reps?',
      'e.g. 4 sets of 8',
      /\b\d+\s?[x×]\s?\d+\b|\b\d+\s*(?:sets?|reps?|rounds?)\b/i,
      'Sets and reps',
    ),
    q(
      'rest',
      'How long do you rest between sets?',
      'e.g. 90 seconds',
      /\brest\b[^.\n]{0,20}\d|\d+\s*(?:s|sec|secs|seconds?|min|minutes?)\s+(?:of\s+)?rest\b/i,
      'Rest',
    ),
    q(
      'equipment',
      'What equipment do you need?',
      'e.g. two 12 kg dumbbells, a mat',
      /\b(?:dumbbells?|kettlebells?|barbell|mat|bands?|no equipment|bodyweight|bench)\b/i,
      'Equipment',
    ),
    q(
      'level',
      'Who is it for?',
      'e.g. beginners, after 6 weeks of training',
      /\b(?:beginners?|advanced|intermediate|any level|all levels)\b/i,
      'Who it is for',
      'intro',
    ),
    q(
      'how-often',
      'How often do you do it?',
      'e.g. 3 times a week',
      /\b\d+\s*(?:x|times)\s*(?:a|per)\s*week\b|\b(?:weekly|every day|daily)\b/i,
      'How often',
    ),
  ],
  tutorial: [
    q(
      'tools',
      'What do you need to follow along?',
      'e.g. Procreate on an iPad',
      /\b(?:you(?:['’]ll)? need|tools?|app|software|version)\b/i,
      'What you need',
      'intro',
    ),
    q('time', 'How long does it take?', 'e.g. 10 minutes', TIME, 'Time'),
    q(
      'mistake',
      'What is the most common mistake?',
      'e.g. skipping the backup',
      /\b(?:mistake|avoid|don['’]t|never)\b/i,
      'Common mistakes',
    ),
    q(
      'level',
      'Who is it for?',
      'e.g. anyone new to Git',
      /\b(?:beginners?|advanced|intermediate|anyone)\b/i,
      'Who it is for',
      'intro',
    ),
  ],
  event: [
    q(
      'when-where',
      'When and where is it?',
      'e.g. Saturday 14 June, 7 pm, at the Roundhouse',
      /\b(?:\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})\b/i,
      'When and where',
    ),
    q('tickets', 'How do people get in, and what does it cost?', 'e.g. tickets €15 at the door', MONEY, 'Tickets'),
    q(
      'who-for',
      'Who is it for?',
      'e.g. anyone who likes vinyl',
      /\b(?:for (?:everyone|all ages|kids|families)|all welcome)\b/i,
      'Who it is for',
      'intro',
    ),
    q(
      'next',
      'Will there be another one?',
      'e.g. every first Friday',
      /\b(?:next one|every (?:month|week|first)|again (?:in|on))\b/i,
      'What is next',
      'closing',
    ),
  ],
  story: STORY,
};

const ALL = [...Object.values(BY_KIND).flat()];

/** The questions to ask about a post whose pack reads `packText` (caption, slide texts, transcript, notes). */
export function interviewQuestions(packText: string): { kind: PostKind; questions: InterviewQuestion[] } {
  const read = kindOf(packText);
  // A recipe has quantities, a temperature or a list of ingredients; a story that mentions baking is a story.
  const kind = read === 'recipe' && !RECIPE_EVIDENCE.test(packText) ? 'story' : read;
  const open = (c: Candidate) => !c.answered.test(packText);
  const chosen = BY_KIND[kind].filter(open);
  // Fewer than 3 gaps of this kind: the story's questions (what came before and after) fill in.
  for (const c of [...STORY.filter(open), ...STORY]) {
    if (chosen.length >= 3) break;
    if (!chosen.some((x) => x.id === c.id)) chosen.push(c);
  }
  return {
    kind,
    questions: chosen.slice(0, 5).map(({ id, text, hint }) => ({ id, text, hint })),
  };
}

/** Where an answer to question `id` goes in the built-in article, and under which heading. */
export function answerPlace(id: string): { heading: string | null; place: AnswerPlace } {
  const c = ALL.find((x) => x.id === id);
  return c
    ? { heading: c.place === 'section' ? c.heading : null, place: c.place }
    : { heading: null, place: 'closing' };
}
