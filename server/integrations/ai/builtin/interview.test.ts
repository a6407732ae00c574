import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../lib/html/sanitize';
import { writeArticle } from './article';
import { answerPlace, interviewQuestions } from './interview';
import type { WriterSource } from './source';

const ids = (text: string) => interviewQuestions(text).questions.map((q) => q.id);

describe('interview questions', () => {
  it('asks a recipe what it does not say: servings and time, not the quantities it lists', () => {
    const asked = ids('Banana bread. 3 bananas, 115 g butter, 200 g flour. Bake at 175°C for 55 minutes.');
    expect(asked).toContain('servings');
    expect(asked).not.toContain('quantities');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked.length).toBeLessThanOrEqual(5);
  });

  it('asks travel how to get there, the costs and when to go; not what the post already answers', () => {
    expect(ids('Sunset hike on the island, best viewpoint of the trip #travel')).toEqual(
      expect.arrayContaining(['getting-there', 'costs', 'when']),
    );
    expect(ids('Day trip to Nara by train, entry ¥500. Island beach city trip #travel')).not.toContain('costs');
  });

  it('reads a hike with distances and a place pin as travel, never asking it for sets and reps', () => {
    const hike =
      'Roys Peak at sunrise. 16 km return, 1,258 m of elevation and my legs are still shaking 😅 We started at 3:30am with head torches. The last 2 km are steep and fully exposed to the wind. Go early, the car park fills by 6am in summer. 📍Wanaka, New Zealand';
    expect(interviewQuestions(hike).kind).toBe('travel');
    expect(ids(hike)).not.toContain('sets-reps');
    expect(interviewQuestions('Morning run: 10 km easy, then 5 rounds of 400 m #running').kind).toBe('workout');
  });

  it('asks a product its price, where to buy it and what it replaced', () => {
    expect(ids('My new camera review: the lens, the battery, the specs. Worth it?')).toEqual(
      expect.arrayContaining(['price', 'where-buy', 'replaced']),
    );
  });

  it('asks a workout its sets, reps and rest; a story what came before and after', () => {
    expect(ids('Leg day workout at the gym: squats, lunges, deadlifts #training')).toEqual(
      expect.arrayContaining(['sets-reps', 'rest']),
    );
    expect(ids('Ten years since I left home. I still miss the sea.')).toEqual(
      expect.arrayContaining(['before', 'after']),
    );
  });

  it('reads a story that mentions baking as a story, and always asks 3 to 5 questions', () => {
    expect(interviewQuestions('I quit my job to bake bread, sold 20 loaves a week, bakery').kind).toBe('story');
    for (const t of ['', '🌸', 'Years ago I used to. Since then. Lesson learned. I wanted to share this.'])
      expect(ids(t).length).toBeGreaterThanOrEqual(3);
  });

  it('places each answer: a section under a plain heading, the introduction or the closing', () => {
    expect(answerPlace('servings')).toEqual({ heading: 'Servings', place: 'section' });
    expect(answerPlace('before').place).toBe('intro');
    expect(answerPlace('after').place).toBe('closing');
  });
});

const source = (answers: WriterSource['answers']): WriterSource => ({
  caption:
    'Brown butter banana bread 🍌\n\n- 3 ripe bananas\n- 115 g butter\n- 200 g flour\n\nBake at 175°C for 55 minutes.',
  hashtags: ['bananabread'],
  mentions: [],
  location: null,
  date: new Date('2026-05-01T10:00:00Z'),
  mediaType: 'photo',
  accountUsername: 'maya.lens',
  slides: [],
  transcript: null,
  notes: null,
  answers,
  permalink: null,
});

describe('the built-in writer with the creator’s answers', () => {
  it('composes an introduction, sections and a closing from the answers, word for word', () => {
    const draft = writeArticle(
      source([
        { questionId: 'before', question: 'What came before this?', answer: 'my grandmother baked it every sunday' },
        { questionId: 'servings', question: 'How many people does it serve?', answer: '8 slices.' },
        { questionId: 'after', question: 'What happened after?', answer: 'Now my neighbours ask for it weekly.' },
      ]),
    );
    const html = draft.content;
    expect(html).toContain('<p>My grandmother baked it every sunday.</p>');
    expect(html).toContain('<h2>Servings</h2><p>8 slices.</p>');
    expect(html.indexOf('grandmother')).toBeLessThan(html.indexOf('<h2>Ingredients</h2>'));
    expect(html.indexOf('neighbours')).toBeGreaterThan(html.indexOf('175°C'));
  });

  it('leaves out an answer that repeats the post, and writes the same article with no answers', () => {
    const repeated = writeArticle(
      source([{ questionId: 'time', question: 'How long?', answer: 'Bake at 175°C for 55 minutes.' }]),
    );
    expect(htmlToText(repeated.content).match(/55 minutes/g)).toHaveLength(1);
    expect(writeArticle(source([]))).toEqual(writeArticle(source(undefined)));
  });
});

describe('a model writer with the creator’s answers', () => {
  it('receives them as facts in its prompt, beside the post', async () => {
    const { buildGenerateUserPrompt } = await import('../prompts/generate-blog.v1');
    const pack = {
      postId: 1,
      status: 'ready' as const,
      progress: null,
      caption: 'Banana bread',
      hashtags: [],
      mentions: [],
      location: null,
      date: '2026-05-01T10:00:00.000Z',
      mediaType: 'photo' as const,
      aiGenerated: null,
      slides: [],
      keyframes: [],
      keyframesNote: null,
      transcript: null,
      videoUrl: null,
      videoNote: null,
      notes: '',
      answers: [{ questionId: 'servings', question: 'How many people does it serve?', answer: '8 slices' }],
      builtAt: null,
    };
    const post = {
      type: 'photo' as const,
      caption: 'Banana bread',
      hashtags: [],
      timestamp: new Date('2026-05-01T10:00:00Z'),
      likes: 0,
      comments: 0,
      accountUsername: 'maya.lens',
      permalink: null,
      mediaUrl: null,
      slides: [],
    };
    const prompt = buildGenerateUserPrompt(post, 0, pack);
    expect(prompt).toContain('"creatorAnswers"');
    expect(prompt).toContain('"answer": "8 slices"');
  });
});
