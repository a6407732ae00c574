import { BLOG_CATEGORIES, type BlogCategory } from '@common/constants';
import { splitWords, wordsOf } from './text';

/** Keyword stems per category (English first, a few common words of other languages). */
const VOCABULARY: Record<BlogCategory, string> = {
  'Food & Recipes':
    'food recipe cook bake baking kitchen dinner lunch breakfast brunch dessert cake bread pasta pizza coffee tea restaurant eat delicious yummy chef meal vegan soup salad taste flavor flavour ingredient foodie cuisine sourdough cafe wine cocktail comida receta cuisine essen sushi ramen taco chocolate cookie homemade',
  Lifestyle:
    'lifestyle home life weekend morning routine cozy decor interior garden plants family friends dog cat pet mindful slow vibes sunday hygge minimal daily moments',
  Travel:
    'travel trip wanderlust explore adventure beach mountain hike hiking city island vacation holiday flight journey road roadtrip sunset sunrise ocean sea lake view tour visit lisbon paris rome tokyo london bali passport backpacking viaje voyage reise camping coast waves nature landscape',
  'Fitness & Wellness':
    'fitness workout gym run running yoga training health healthy wellness exercise strength cardio marathon pilates meditation mindfulness sleep protein muscle stretch cycling swim sport athlete fit selfcare recovery steps lift squat hiit',
  Beauty:
    'beauty makeup skincare skin hair nails lipstick glow serum cosmetics mascara foundation spa facial moisturizer routine fragrance perfume manicure',
  Fashion:
    'fashion outfit ootd style dress wear wearing shoes sneakers jacket denim vintage streetstyle look wardrobe designer accessories bag jewelry knit sustainable thrift moda mode collection runway',
  Technology:
    'tech technology code coding developer software app ai gadget laptop phone iphone android computer programming startup data robot setup desk keyboard gaming design web javascript python hardware camera drone vr',
  Entertainment:
    'music concert movie film cinema festival show band song album tv series netflix game party dance theatre theater comedy art gallery museum book reading podcast live stage dj',
  Business:
    'business entrepreneur startup marketing brand branding launch product sales client clients team office work career hustle growth strategy leadership meeting conference money invest investing finance shop store smallbusiness founder ceo hiring productivity',
  Personal:
    'personal journey story grateful gratitude birthday anniversary wedding baby mom dad memories reflection thoughts milestone proud lesson growth myself mental diary throwback love',
};

const STEMS = new Map<string, BlogCategory[]>();
for (const category of BLOG_CATEGORIES) {
  for (const word of VOCABULARY[category].split(' ')) STEMS.set(word, [...(STEMS.get(word) ?? []), category]);
}

function matches(word: string): BlogCategory[] {
  const exact = STEMS.get(word);
  if (exact) return exact;
  // Plurals and simple inflections: "recipes", "hiking", "cooked".
  for (const suffix of ['s', 'es', 'ing', 'ed', 'er']) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
      const hit = STEMS.get(word.slice(0, -suffix.length));
      if (hit) return hit;
    }
  }
  return [];
}

/**
 * Category by keyword scoring: hashtags weigh 3, caption words 1; ties keep the list order.
 * Nothing recognisable → Personal (a caption in the first person) or Lifestyle.
 */
export function scoreCategory(caption: string, hashtags: string[]): { category: BlogCategory; score: number } {
  const score = new Map<BlogCategory, number>();
  const add = (word: string, weight: number) => {
    for (const c of matches(word)) score.set(c, (score.get(c) ?? 0) + weight);
  };
  for (const w of wordsOf(caption)) add(w, 1);
  for (const tag of hashtags) {
    const lower = tag.toLocaleLowerCase();
    add(lower, 3);
    for (const w of wordsOf(splitWords(tag))) if (w !== lower) add(w, 2);
  }
  let best: BlogCategory | undefined;
  let bestScore = 0;
  for (const c of BLOG_CATEGORIES) {
    const s = score.get(c) ?? 0;
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  if (best) return { category: best, score: bestScore };
  const firstPerson = /\b(i|i'm|my|me|we|our)\b/i.test(caption);
  return { category: firstPerson ? 'Personal' : 'Lifestyle', score: 0 };
}
