/**
 * Runs the fake LLM server on its own, for trying the streaming UI without a real model:
 *   npx tsx test/fakes/llm/run.ts [port]
 *   AI_PROVIDER=openai-compatible AI_BASE_URL=<printed url> AI_MODEL=fake-writer npm start
 * Generation answers with a blog post built from the caption (streamed slowly); enhancement
 * answers with the post it was given, lightly revised; a writing-prompt pre-fill with a fixed prompt.
 */
import { startFakeLlm, type RecordedRequest } from './server';

const between = (text: string, open: string, close: string) => {
  const a = text.indexOf(open);
  const b = text.lastIndexOf(close);
  return a >= 0 && b > a ? text.slice(a + open.length, b) : '';
};

function promptText(req: RecordedRequest): string {
  return JSON.stringify(req.body.messages ?? req.body.prompt ?? '');
}

const fake = await startFakeLlm(Number(process.argv[2] ?? 0));
fake.respondWith((req) => {
  const text = promptText(req);
  const structured = Boolean(req.body.response_format ?? req.body.tools);
  if (!structured) {
    const html = JSON.parse(`"${between(text, '<blog_html>\\n', '\\n</blog_html>')}"`) as string;
    return { kind: 'text', text: `<p><em>Revised by the fake model.</em></p>${html}`, chunkDelayMs: 20 };
  }
  const caption = /\\"caption\\": \\"(.*?)\\",/.exec(text)?.[1] ?? 'a post';
  if (JSON.stringify(req.body).includes('writing_prompt')) {
    // The "From Instagram" pre-fill of a writing prompt (suggest-writing-prompt@1).
    return {
      kind: 'json',
      value: {
        title: 'A Fake Model’s Writing Prompt',
        description: `Write the story behind this post, as the fake model read it: “${caption.slice(0, 120)}”.`,
        tone: 'reflective',
        audience: 'Anyone trying Inkgram with the fake model',
        keywords: ['fake model', 'writing prompt'],
      },
    };
  }
  return {
    kind: 'json',
    chunkDelayMs: 60,
    value: {
      title: 'A Fake Model Writes About Your Post',
      content: `<p>This post was written by the fake model from the caption: “${caption.slice(0, 120)}”.</p><h2>What the post shows</h2><p>A moment worth a longer story, told in a few short paragraphs that arrive one piece at a time so that the streaming preview has something to show.</p><h2>Three takeaways</h2><ul><li>Streaming works.</li><li>Stop works.</li><li>Sanitizing works.</li></ul><h2>Final thoughts</h2><p>Point AI_BASE_URL at a real OpenAI-compatible server for real writing.</p>`,
      tags: ['fake', 'streaming'],
      suggestedCategory: 'Technology',
      seoTitle: 'A Fake Model Writes About Your Post',
      seoDescription: 'A streamed test post from the fake model.',
      seoKeywords: ['fake model'],
    },
  };
});
console.log(fake.baseUrl);
