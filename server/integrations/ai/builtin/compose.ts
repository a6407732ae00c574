import type { StyleTraits } from '@common/style-profile';
import type { GeneratedPost, WriterPost } from '../types';
import { writeArticle } from './article';
import { sourceFromPost } from './source';
import { applyVoice } from './voice';

export function formatPostDate(date: Date): string {
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * The built-in writer's article for a post (docs/decisions/008-ai-writers-and-blog-html.md): the post's own content in a structure
 * chosen from it (article.ts). `angle` is Regenerate's counter: another title, order and opening.
 * With the creator's `voice` (docs/decisions/027-creator-voice-and-top-posts.md), in their person, emoji habit and sign-off (voice.ts).
 */
export function composePost(post: WriterPost, angle = 0, voice?: StyleTraits): GeneratedPost {
  const article = writeArticle(sourceFromPost(post), angle);
  return voice ? applyVoice(article, voice, post.caption) : article;
}
