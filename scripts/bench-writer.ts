// The built-in writer's time per post (generation and the six presets), run by scripts/bench.mjs.
import { ENHANCEMENT_PRESETS } from '../common/constants';
import { composePost } from '../server/integrations/ai/builtin/compose';
import { applyPreset } from '../server/integrations/ai/builtin/presets';

const captions = [
  'Golden hour over Lisbon tonight 🌅 The light on the Tagus was unreal. We walked up to the Miradouro just in time. Bring a jacket! #lisbon #travel #sunset',
  'Sunday sourdough, finally with an open crumb. 36 hours of cold fermentation and a very hot Dutch oven. #sourdough #baking',
  'Training for the marathon taught me patience, pacing and how to listen to my body. '.repeat(20),
  '',
];
const post = (caption: string) => ({
  type: 'photo' as const,
  caption,
  hashtags: [],
  timestamp: new Date('2024-01-05T10:00:00Z'),
  likes: 120,
  comments: 8,
  accountUsername: 'maya.lens',
  permalink: null,
  mediaUrl: null,
  slides: [],
});

const N = 2000;
let t = performance.now();
let html = '';
for (let i = 0; i < N; i++) html = composePost(post(captions[i % captions.length]!)).content;
const perPost = (performance.now() - t) / N;
console.log(`built-in writer: ${perPost.toFixed(3)} ms per generated post (${N} posts)`);
for (const preset of ENHANCEMENT_PRESETS) {
  t = performance.now();
  for (let i = 0; i < 300; i++) applyPreset(html, preset.id);
  console.log(`  preset ${preset.id.padEnd(12)} ${((performance.now() - t) / 300).toFixed(3)} ms per post`);
}
