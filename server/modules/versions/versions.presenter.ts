import { DELETED_USER_NAME } from '@common/account';
import type { Version, VersionFields, VersionSummary } from '@common/versions';
import type { VersionRow } from './versions.repository';

export const presentVersionSummary = (row: VersionRow): VersionSummary => ({
  id: row.id,
  blogId: row.blogId,
  createdAt: row.savedAt.toISOString(),
  authorId: row.authorId,
  authorName: row.authorId === null ? DELETED_USER_NAME : row.authorName,
  reason: row.reason,
  wordCount: row.wordCount,
});

export const presentVersion = (row: VersionRow & { fields: VersionFields }): Version => ({
  ...presentVersionSummary(row),
  ...row.fields,
});
