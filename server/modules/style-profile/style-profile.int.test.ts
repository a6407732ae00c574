import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeLlm } from '../../../test/fakes/llm/server';
import { Agent } from '../../../test/helpers/agent';
import { seedUserWithPost, startFakeLlmApp, stopFakeLlmApp } from '../../../test/helpers/fake-llm-app';
import { seedAccount, seedPost } from '../../../test/helpers/post-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { RELEARN_AFTER_NEW_POSTS } from './style-profile.service';

/** The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): learned from their posts, edited, relearned, used by both writers. */
const CAPTIONS = [
  'We baked the rye loaf again today 🍞 Our starter is 3 years old.\n\nSee you at the market! 🧡\n\n#sourdough #bakery',
  'We opened at 7 and sold out by noon. Our regulars brought their own bags.\n\nSee you at the market! 🧡\n#bakery',
  'New oven, same rye loaf. We are still learning its hot spots.\n\nSee you at the market! 🧡\n\n#sourdough #bakery #rye',
];
const PLAIN = 'I sold 40 cinnamon buns before 9am. My hands still smell of cardamom.';

async function bakery(t: TestApp) {
  const { agent, account, post } = await seedUserWithPost(t, 'north.bakery', { caption: CAPTIONS[0]! });
  for (const caption of CAPTIONS.slice(1)) await seedPost(t.deps, account.id, { caption });
  return { agent, account, post };
}

describe('style profile API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('learns the voice from the creator’s captions on first read, with an example of each trait', async () => {
    const { agent } = await bakery(t);
    const res = await agent.get('/api/style-profile');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile.learned).toMatchObject({
      person: 'we',
      signOff: 'See you at the market! 🧡',
      // 🧡 closes every post; the loaf's 🍞 is in one: not a habit.
      emoji: { frequency: 'often', placement: 'end', favourites: ['🧡'] },
      hashtags: { perPost: 2, favourites: ['bakery', 'sourdough'] },
    });
    // The learned sign-off is a suggestion: the writers use none until the creator turns it on.
    expect(profile.traits).toEqual({ ...profile.learned, signOff: null });
    expect(profile.overrides).toEqual({});
    expect(profile.examples.person).toMatch(/\b(We|Our)\b/);
    expect(profile.sources).toEqual({ captions: 3, blogs: 0 });
    expect(Date.parse(profile.learnedAt)).not.toBeNaN();
  });

  it('keeps the creator’s edits over relearning, and a trait left out goes back to the learned one', async () => {
    const { agent } = await bakery(t);
    const edited = await agent.put('/api/style-profile', { overrides: { person: 'I', signOff: 'Bake well.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().traits).toMatchObject({ person: 'I', signOff: 'Bake well.' });
    expect(edited.json().learned.person).toBe('we');

    const relearned = (await agent.post('/api/style-profile/relearn')).json();
    expect(relearned.traits).toMatchObject({ person: 'I', signOff: 'Bake well.' });

    const reset = (await agent.put('/api/style-profile', { overrides: { signOff: 'Bake well.' } })).json();
    expect(reset.traits.person).toBe('we');
    expect(reset.overrides).toEqual({ signOff: 'Bake well.' });
  });

  it('answers bad input with the field and a clear message, and the signed-out with 401', async () => {
    const { agent } = await bakery(t);
    const bad = await agent.put('/api/style-profile', { overrides: { sentenceLength: 500, person: 'they' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Use at most 60 words.');
    const unknown = await agent.put('/api/style-profile', { overrides: { mood: 'sunny' } });
    expect(unknown.statusCode).toBe(400);
    expect((await new Agent(t.app).get('/api/style-profile')).statusCode).toBe(401);
  });

  it('is each creator’s own: another user sees their own voice, not this one', async () => {
    const { agent } = await bakery(t);
    await agent.put('/api/style-profile', { overrides: { signOff: 'Only mine.' } });
    const other = new Agent(t.app);
    const user = await other.register();
    const account = await seedAccount(t.deps, user.id, 'other.creator');
    await seedPost(t.deps, account.id, { caption: PLAIN });
    const theirs = (await other.get('/api/style-profile')).json();
    expect(theirs.traits.signOff).toBeNull();
    expect(theirs.traits.person).toBe('I');
  });

  it('learns no sign-off from a content line that closes many posts, and the writer adds none', async () => {
    const pancakes = 'Fluffy ricotta pancakes, blueberries and a drizzle of maple.';
    const bodies = ['Sunday brunch, slow and sunny.', 'Tried a new pan today.', 'My sister asked again.', 'Rainy day.'];
    const { agent, account } = await seedUserWithPost(t, 'ricotta.home', { caption: `${bodies[0]}\n\n${pancakes}` });
    for (const b of bodies.slice(1)) await seedPost(t.deps, account.id, { caption: `${b}\n\n${pancakes}` });
    const profile = (await agent.get('/api/style-profile')).json();
    expect(profile.learned.signOff).toBeNull();
    expect(profile.traits.signOff).toBeNull();

    const other = await seedPost(t.deps, account.id, { caption: PLAIN, hashtags: [] });
    const draft = (await agent.post('/api/generate-blog', { postId: other.id })).json();
    expect(draft.content).not.toContain('ricotta');
  });

  it('relearns by itself after a batch of new posts', async () => {
    const { agent, account } = await bakery(t);
    const before = (await agent.get('/api/style-profile')).json();
    expect(before.learned.person).toBe('we');
    for (let i = 0; i < RELEARN_AFTER_NEW_POSTS + 3; i++) await seedPost(t.deps, account.id, { caption: PLAIN });
    const after = (await agent.get('/api/style-profile')).json();
    expect(after.learned.person).toBe('I');
    expect(after.sources.captions).toBe(3 + RELEARN_AFTER_NEW_POSTS + 3);
  });

  it('the built-in writer writes in the voice: person, emoji at the end, the sign-off once turned on, no invented numbers', async () => {
    const { agent, account } = await bakery(t);
    const post = await seedPost(t.deps, account.id, { caption: `${PLAIN} ☕`, hashtags: [] });
    const draft = (await agent.post('/api/generate-blog', { postId: post.id })).json();
    const text = draft.content.replace(/<[^>]+>/g, ' ');
    expect(draft.title).toBe('We sold 40 cinnamon buns before 9am');
    expect(text).toContain('Our hands still smell of cardamom. ☕');
    expect(text).not.toContain('market');
    expect(`${draft.title} ${text}`.match(/\d+/g)).toEqual(['40', '9']);

    await agent.put('/api/style-profile', { overrides: { signOff: 'See you at the market! 🧡' } });
    const signed = (await agent.post('/api/generate-blog', { postId: post.id })).json();
    // In the draft like any other words: the last paragraph before the link to the post.
    expect(signed.content).toMatch(
      /<p>See you at the market! 🧡<\/p><p><a [^>]*>Original post on Instagram<\/a><\/p>$/,
    );

    await agent.put('/api/style-profile', {
      overrides: { person: 'I', signOff: null, emoji: { frequency: 'never', placement: 'end', favourites: [] } },
    });
    const plain = (await agent.post('/api/generate-blog', { postId: post.id })).json();
    expect(plain.title).toBe('I sold 40 cinnamon buns before 9am');
    expect(plain.content).toContain('My hands');
    expect(plain.content).not.toContain('☕');
    expect(plain.content).not.toContain('market');
  });
});

describe('style profile with a model writer', () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    ({ fake, t } = await startFakeLlmApp('openai-compatible'));
  });
  afterAll(() => stopFakeLlmApp({ fake, t }));

  it('gives the model a short "Write in this voice" block', async () => {
    fake.answer({
      kind: 'json',
      value: {
        title: 'Rye Day',
        content: '<p>We baked rye.</p>',
        tags: ['bakery'],
        suggestedCategory: 'Food & Drink',
        seoTitle: 'Rye',
        seoDescription: 'Rye.',
        seoKeywords: ['rye'],
      },
    });
    const { agent, post } = await bakery(t);
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('Write in this voice');
    expect(sent).toContain('first person plural');
    // The learned sign-off is a suggestion the creator has not turned on: the model is not asked for it.
    expect(sent).not.toContain('sign-off');
  });

  it('sends a voice block of style only: phrases and emoji said across posts, never one post’s subject', async () => {
    const captions = [
      'Tonkotsu night 🍜🍜🍜 The chashu ajitama bowl at Menya was rich. Chashu ajitama, again: chashu ajitama is my order. Honestly so worth it ✨',
      'Long walk on the coast path today ✨ Honestly so worth it, even in the rain. Can’t wait to go back.',
      'Sunday market haul: figs, bread, a jar of honey. Can’t wait to bake with them ✨',
      'First swim of the year in the lake. Honestly so worth it. Chashu ajitama for lunch after.',
      'New plant shelf in the hallway. Took all weekend but can’t wait to fill it ✨',
    ];
    const { agent, account } = await seedUserWithPost(t, 'noodle.walks', { caption: captions[0]! });
    for (const caption of captions.slice(1)) await seedPost(t.deps, account.id, { caption });
    const learned = (await agent.get('/api/style-profile')).json().learned;
    expect(learned.vocabulary).toEqual(expect.arrayContaining(['honestly so worth it', 'can’t wait']));
    expect(learned.emoji.favourites).toEqual(['✨']);

    fake.answer({
      kind: 'json',
      value: {
        title: 'Autumn Walk',
        content: '<p>A walk.</p>',
        tags: ['walks'],
        suggestedCategory: 'Travel',
        seoTitle: 'Walk',
        seoDescription: 'A walk.',
        seoKeywords: ['walk'],
      },
    });
    const post = await seedPost(t.deps, account.id, { caption: 'Autumn leaves on the river path.', hashtags: [] });
    expect((await agent.post('/api/generate-blog', { postId: post.id })).statusCode).toBe(200);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    const block = sent.slice(sent.indexOf('Write in this voice'));
    expect(block).toContain('Turns of phrase they use across their posts');
    expect(block).toContain('honestly so worth it');
    expect(block).toContain('can’t wait');
    expect(block).toContain('✨');
    // Nothing the ramen post was about, anywhere in what the model gets for this post.
    expect(sent).not.toMatch(/chashu|ajitama|tonkotsu|menya|🍜/i);
  });
});
