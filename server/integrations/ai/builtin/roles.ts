/**
 * What a post is (recipe, travel, workout, tutorial, product, event or story) and what each of the
 * creator's sentences does in it (an ingredient, a step, a tip, a stop on the route…), so the
 * built-in writer can choose a structure from the content instead of one template for every post.
 */

export type PostKind = 'recipe' | 'travel' | 'workout' | 'tutorial' | 'product' | 'event' | 'story';
export type Role = 'item' | 'step' | 'tip' | 'route' | 'detail' | 'narrative';

const UNIT =
  /\b\d+(?:[.,/]\d+)?\s*(?:g|kg|mg|ml|l|dl|cl|oz|lb|lbs|cups?|tbsp|tsp|tablespoons?|teaspoons?|cloves?|pinch|slices?|cans?|handful)\b|\b(?:a|one|two|three|half a) (?:pinch|handful|cup|tbsp|tsp|clove|can) of\b|[½¼¾⅓⅔]/iu;
const COOK_VERB =
  /^(?:then |next |first |finally |now )?(?:preheat|mix|whisk|stir|fold|bake|add|pour|heat|melt|chop|slice|dice|combine|season|simmer|boil|fry|roast|blend|knead|let|serve|top|grease|beat|cream|sprinkle|cook|drain|toss|place|spread|cover|rest|leave|transfer|garnish|squeeze|marinate|grill|mash|grate|crack|roll|cut|line|brush|dust|scoop|soften|saute|sauté|peel|rinse|soak|chill|freeze|steam|bring|reduce|drizzle|divide|shape|remove|put)\b/i;
const SET_REP =
  /\b\d+\s?[x×]\s?\d+\b(?!\s*(?:cm|mm|m|in|inch|"|px))|\b\d+\s*(?:sets?|reps?|rounds?)\b|\b(?:amrap|emom|tabata|superset)\b|\b\d+\s*(?:sec|s)\s+(?:on|off)\b|\b\d+\s*(?:sec|s|min|mins|minutes?)\s+(?:rest|plank|hold|burpees|squats|lunges)|\b\d+\s*(?:m|km|mi)\s+(?:run|row|jog|bike|swim)/i;
const HOW_TO_VERB =
  /^(?:then |next |first |finally |now )?(?:open|click|install|run|set|create|go to|select|copy|paste|press|choose|type|download|connect|enable|disable|turn|drag|save|export|import|apply|use|start|write|sketch|trace|paint|cut|glue|sand|measure|plug|update|restart|log in|sign up)\b/i;
const TIP =
  /^(?:(?:pro |quick |top |my )?tips?\b|note:|ps\b|p\.s\.|hack:|psa:)|\b(?:tip:|don['’]t forget|make sure|avoid|bring|book (?:ahead|early|in advance)|go early|skip the)\b/i;
const ROUTE = /^day\s*\d+|→|\bfrom [\p{Lu}][\p{L}]+ to [\p{Lu}]|\b(?:stop|leg)\s*\d+\b/iu;
const PRICE = /[$€£¥₹]\s?\d|\d\s?(?:€|\$|£|usd|eur|gbp)\b|\b\d+\s?(?:gb|tb|mah|mp|hz|mm|inch|hours? of battery|w)\b/i;
const EVENT_DETAIL =
  /\b(?:doors|tickets?|lineup|line-up|venue|rsvp|entry|free entry|starts? at|\d{1,2}(?::\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|march|april|may \d|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

const SIGNALS: Record<Exclude<PostKind, 'story'>, RegExp> = {
  recipe:
    /\b(?:recipe|ingredients?|bake[ds]?|baking|oven|cook(?:ed|ing)?|whisk|dough|flour|sugar|butter|eggs?|minutes? at|°c|°f|serves \d|dinner|breakfast|lunch|dessert|sauce)\b/gi,
  travel:
    /\b(?:travel|trip|itinerary|flight|flew|hotel|hostel|hike[ds]?|hiking|trail|beach|island|city|road ?trip|day \d|visited|explor\w+|train|ferry|airport|check(?:ed)? in|old town|viewpoint|miradouro|sunset|sunrise|summit|peak|elevation|mountains?|lakes?|national park|car park|passport)\b/gi,
  workout:
    /\b(?:workout|gym|sets?|reps?|rounds?|squats?|deadlifts?|lunges?|push-?ups?|pull-?ups?|burpees?|plank|cardio|hiit|amrap|emom|training|pb|pr|personal best|leg day|run(?:ning)?|marathon|km|rest)\b/gi,
  tutorial:
    /\b(?:how to|tutorial|step|steps|tips?|guide|git|code|command|terminal|commit|shortcut|settings|undo|install|setup|set up|click|settings|shortcut|tip|trick|beginners?|diy|layer|brush|blend(?:ing)?)\b/gi,
  product:
    /\b(?:review|unboxing|bought|ordered|price|worth it|battery|specs?|brand|launch(?:ed)?|new drop|collection|wearing|outfit|fit check|size|fabric|discount|code|gadget|phone|laptop|camera|lens)\b|[$€£]\s?\d/gi,
  event:
    /\b(?:event|tickets?|doors|lineup|line-up|venue|festival|concert|gig|show|meetup|conference|workshop|launch party|join us|see you there|rsvp)\b/gi,
};

/** The post's kind: the strongest signal (recipe quantities and set/rep schemes count extra), else story. */
export function kindOf(text: string): PostKind {
  const scores = Object.entries(SIGNALS).map(([kind, re]) => {
    let score = (text.match(re) ?? []).length;
    // Quantities make a recipe only beside a word of cooking ("40 L backpack", "19 kg" of dog do not).
    if (kind === 'recipe' && score > 0) score += 2 * (text.match(new RegExp(UNIT.source, 'giu')) ?? []).length;
    if (kind === 'workout') score += 2 * (text.match(new RegExp(SET_REP.source, 'gi')) ?? []).length;
    if (kind === 'tutorial') score += (text.match(/^\s*(?:\d{1,2}[.)]|step\s*\d)/gim) ?? []).length;
    // A place pin says where the post was: a trip, not a training log that happens to count kilometres.
    if (kind === 'travel') score += 2 * (text.match(/📍/gu) ?? []).length;
    return [kind as PostKind, score] as const;
  });
  const [best, score] = scores.reduce((a, b) => (b[1] > a[1] ? b : a));
  return score >= 2 ? best : 'story';
}

/** What one of the creator's sentences (or list items) does in a post of this kind. */
export function roleOf(kind: PostKind, sentence: string, inList: boolean): Role {
  const s = sentence.trim();
  if (TIP.test(s) && kind !== 'story') return 'tip';
  switch (kind) {
    case 'recipe':
      if (UNIT.test(s) && s.split(/\s+/).length <= 12) return 'item';
      return COOK_VERB.test(s) ? 'step' : inList ? 'item' : 'narrative';
    case 'workout':
      return SET_REP.test(s) || inList ? 'step' : 'narrative';
    case 'tutorial':
      return HOW_TO_VERB.test(s) || inList ? 'step' : 'narrative';
    case 'travel':
      return ROUTE.test(s) ? 'route' : inList ? 'item' : 'narrative';
    case 'product':
      return PRICE.test(s) || inList ? 'detail' : 'narrative';
    case 'event':
      return EVENT_DETAIL.test(s) || inList ? 'detail' : 'narrative';
    default:
      return inList ? 'item' : 'narrative';
  }
}

/** Headings are plain nouns, never phrases wrapped around a keyword. */
export const HEADINGS: Record<PostKind, Partial<Record<Role, string>>> = {
  recipe: { item: 'Ingredients', step: 'Method', tip: 'Tips' },
  workout: { step: 'Routine', tip: 'Tips' },
  tutorial: { step: 'Steps', tip: 'Tips' },
  travel: { route: 'Route', item: 'Places', tip: 'Tips' },
  product: { detail: 'Details', tip: 'Tips' },
  event: { detail: 'Details', tip: 'Tips' },
  story: {},
};

/** Roles whose sentences read as an ordered list. */
export const ORDERED_ROLES: ReadonlySet<Role> = new Set(['step', 'route']);

/**
 * A prose sentence listing several quantities ("You need 200 g flour, 2 eggs and a pinch of salt")
 * → its items, when each is short; otherwise null (the sentence stays as written).
 */
export function quantityItems(sentence: string, kind: PostKind): { label: string | null; items: string[] } | null {
  if (kind !== 'recipe' && kind !== 'workout') return null;
  const body = sentence.replace(/[.!]$/, '');
  const colon = body.indexOf(':');
  const before = colon >= 0 ? body.slice(0, colon).trim() : '';
  const label = before && before.split(/\s+/).length <= 6 ? before : null;
  if (colon >= 0 && !label) return null;
  const lead =
    /^(?:you(?:['’]ll)? need|i used|we used|you['’]ll want|ingredients|what you need|for the \w+|my go-to [^:]+)\b[^,:]*?\s/i;
  const rest = colon >= 0 ? body.slice(colon + 1) : lead.test(body) ? body.replace(lead, '') : null;
  if (rest === null) return null;
  const items = rest
    .split(/\s*,\s*|\s+(?:and|\+|&)\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length < 3 || items.some((i) => i.split(/\s+/).length > 7)) return null;
  if (items.filter((i) => UNIT.test(i) || SET_REP.test(i) || /^\d/.test(i)).length < 2) return null;
  return { label, items };
}
