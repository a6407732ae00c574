import type { BlogCategory } from '@common/constants';
import { normalizeTags } from '@common/blogs';
import { escapeHtml } from '../../../lib/html/escape';
import { htmlToText, sanitizeBlogHtml } from '../../../lib/html/sanitize';
import type { GeneratedPost, WriterPost } from '../types';
import { scoreCategory } from './category';
import {
  capitalize,
  captionParagraphs,
  hashtagsIn,
  pick,
  rankKeywords,
  readingMinutes,
  sentencesOf,
  splitWords,
  stableHash,
  titleCase,
  truncateAtWord,
} from './text';

const TITLES: Record<BlogCategory, readonly string[]> = {
  'Food & Recipes': ['{K}: The Story Behind the Dish', 'Making {K}: What I Learned', 'A Love Letter to {K}'],
  Lifestyle: ['{K}: Small Moments Worth Sharing', 'Slowing Down with {K}', '{K} and the Art of Everyday Life'],
  Travel: ['{K}: Notes from the Road', 'Exploring {K}: A Travel Story', 'Why {K} Stayed with Me'],
  'Fitness & Wellness': [
    '{K}: What My Training Taught Me',
    'Building Better Habits with {K}',
    '{K}: Progress over Perfection',
  ],
  Beauty: ['{K}: My Honest Routine', 'The {K} Edit', 'Getting the Glow: {K}'],
  Fashion: ['{K}: Styling Notes', 'How I Wear {K}', 'The {K} Edit: Outfit Notes'],
  Technology: ['{K}: A Hands-On Look', 'What I Learned from {K}', '{K}, Explained'],
  Entertainment: ['{K}: A Night to Remember', 'Behind the Scenes of {K}', 'Why {K} Is Worth Your Time'],
  Business: ['{K}: Lessons from Building', 'What {K} Taught Me about Business', 'Behind the Brand: {K}'],
  Personal: ['{K}: A Personal Story', 'Reflections on {K}', 'What {K} Means to Me'],
};

const SECTION_HEADINGS = ['The Story Behind {K}', 'What Stood Out About {K}', 'A Closer Look at {K}', 'More on {K}'];

const CLOSINGS: Record<BlogCategory, string> = {
  'Food & Recipes': 'Good food is best shared, so I hope this one makes its way to your table soon.',
  Lifestyle: 'It is the small, everyday moments like this one that make life feel full.',
  Travel: 'Places like this are the reason to keep exploring, and I hope it inspires your next trip.',
  'Fitness & Wellness': 'Progress is built one session at a time, and every step counts.',
  Beauty: 'Beauty routines are personal, so take what works for you and make it your own.',
  Fashion: 'Style is about wearing what makes you feel like yourself, and this look does just that.',
  Technology: 'Technology is most exciting when it solves real problems, and this is a good example.',
  Entertainment: 'Moments like this are what make live experiences and great stories worth chasing.',
  Business: 'Every project teaches something new, and sharing the lessons helps everyone grow.',
  Personal: 'Thank you for reading along and being part of the journey.',
};

const NOUN = { photo: 'photo', reel: 'reel', video: 'video' } as const;

export function formatPostDate(date: Date): string {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

function postNoun(post: WriterPost): string {
  return post.slides.length > 1 ? 'carousel' : NOUN[post.type];
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

function slidesSentence(post: WriterPost): string | undefined {
  if (post.slides.length < 2) return undefined;
  const images = post.slides.filter((s) => s.type === 'image').length;
  const videos = post.slides.length - images;
  const parts = [images ? plural(images, 'photo') : '', videos ? plural(videos, 'video') : ''].filter(Boolean);
  return `The carousel runs through ${plural(post.slides.length, 'slide')}: ${listPhrase(parts)}, best seen one after another.`;
}

function engagementSentence(post: WriterPost): string | undefined {
  if (post.likes <= 0 && post.comments <= 0) return undefined;
  const parts = [
    post.likes > 0 ? plural(post.likes, 'like') : '',
    post.comments > 0 ? plural(post.comments, 'comment') : '',
  ];
  return `It struck a chord with followers, collecting ${listPhrase(parts.filter(Boolean))}.`;
}

/** The built-in writer's article: headline, intro, sections, takeaways, conclusion, tags, SEO fields. */
export function composePost(post: WriterPost): GeneratedPost {
  const hashtags = normalizeTags([...post.hashtags, ...hashtagsIn(post.caption)]).map((t) => t.toLocaleLowerCase());
  const paragraphs = captionParagraphs(post.caption);
  const prose = paragraphs.join(' ');
  // A caption line without end punctuation ("…rooftops 🌅" then "Lisbon, …") still ends a sentence.
  const sentences = paragraphs
    .flatMap(sentencesOf)
    .map((s) => capitalize(s))
    .map((s) => (/[.!?。！？…]["'”’)]*$/u.test(s) ? s : `${s}.`));
  const keywords = rankKeywords(prose, hashtags);
  const { category } = scoreCategory(post.caption, hashtags);
  const seed = stableHash(`${post.caption}|${post.timestamp.toISOString()}`);
  const noun = postNoun(post);
  const date = formatPostDate(post.timestamp);
  const topic = keywords[0] ? titleCase(keywords[0]) : '';

  const title = topic
    ? pick(TITLES[category], seed).replace('{K}', topic)
    : `Behind the ${capitalize(noun)}: A Moment from @${post.accountUsername}`;

  // Intro: the caption's lead, then where it comes from.
  const lead = sentences.slice(0, sentences.length > 3 ? 2 : 1);
  const rest = sentences.slice(lead.length);
  const context = `This post grew out of a ${noun} I shared on ${date}, and here is the fuller story behind it.`;
  const intro = lead.length
    ? `${lead.join(' ')} ${context}`
    : `Some moments say more in a picture than in words. ${context}`;

  const html: string[] = [p(intro)];

  // Sections from the rest of the caption, up to three sentences each.
  const groups: string[][] = [];
  for (let i = 0; i < rest.length && groups.length < 4; i += 3) groups.push(rest.slice(i, i + 3));
  groups.forEach((group, i) => {
    const text = group.join(' ');
    const own = keywords.find((k) => text.toLocaleLowerCase().includes(k)) ?? keywords[i] ?? keywords[0];
    const heading = own ? SECTION_HEADINGS[i % SECTION_HEADINGS.length]!.replace('{K}', titleCase(own)) : 'The Story';
    html.push(h2(heading), p(text));
  });

  // What the post itself shows: type, slides, date, engagement, themes.
  const about = [
    `The ${noun} went up on ${date}${post.accountUsername ? ` on @${post.accountUsername}` : ''}.`,
    slidesSentence(post),
    keywords.length >= 2
      ? `It brings together ${listPhrase(keywords.slice(0, 3).map((k) => titleCase(k)))}.`
      : undefined,
    engagementSentence(post),
  ].filter((s): s is string => Boolean(s));
  html.push(h2(`About This ${capitalize(noun)}`), p(about.join(' ')));

  // Takeaways: the caption's strongest lines, else the post's themes.
  const strong = rest
    .filter((s) => keywords.slice(0, 5).some((k) => s.toLocaleLowerCase().includes(k)))
    .slice(0, 3)
    .map((s) => truncateAtWord(s, 110));
  const themed = keywords.slice(0, 3).map((k) => `${titleCase(k)} is at the heart of this ${noun}.`);
  const takeaways = strong.length >= 2 ? strong : [...strong, ...themed].slice(0, 3);
  if (takeaways.length) {
    html.push(h2('Key Takeaways'), `<ul>${takeaways.map((t) => `<li><p>${escapeHtml(t)}</p></li>`).join('')}</ul>`);
  }

  const follow = `Follow @${post.accountUsername} on Instagram for more.`;
  const link =
    post.permalink && /^https:\/\//.test(post.permalink)
      ? ` <a href="${escapeHtml(post.permalink)}">See the original ${noun} on Instagram</a>.`
      : '';
  html.push(h2('Final Thoughts'), `<p>${escapeHtml(`${CLOSINGS[category]} ${follow}`)}${link}</p>`);

  const content = sanitizeBlogHtml(html.join(''));
  const tags = (hashtags.length ? hashtags : keywords.slice(0, 5))
    .map((t) => splitWords(t).toLocaleLowerCase())
    .slice(0, 10);
  const text = htmlToText(content);
  return {
    title: truncateAtWord(title, 100),
    content,
    tags: normalizeTags(tags),
    suggestedCategory: category,
    seoTitle: truncateAtWord(title, 60),
    seoDescription: truncateAtWord(intro, 160),
    seoKeywords: normalizeTags([...tags.slice(0, 5), ...keywords]).slice(0, 8),
    readingTime: readingMinutes(text),
  };
}
