import type { Prompt } from '@common/prompts';
import type { Actor } from '../../lib/policy';
import { promptPolicy } from './prompts.policy';
import type { PromptRow } from './prompts.repository';

/** The only shape a prompt leaves the server in. */
export const presentPrompt = (row: PromptRow, actor: Actor): Prompt => ({
  id: row.id,
  userId: row.userId,
  authorName: row.authorName,
  postId: row.postId,
  title: row.title,
  description: row.description,
  type: row.type,
  tone: row.tone,
  audience: row.audience,
  keywords: row.keywords,
  isPublic: row.isPublic,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  abilities: promptPolicy.abilities(actor, row),
});
