import { DELETED_USER_NAME } from '@common/account';
import type { Version, VersionAuthor, VersionFields, VersionSummary } from '@common/versions';
import type { VersionRow } from './versions.repository';

type Authored = VersionRow & { authors: VersionAuthor[] };

export const presentVersionSummary = (row: Authored): VersionSummary => ({
  id: row.id,
  blogId: row.blogId,
  createdAt: row.savedAt.toISOString(),
  authorId: row.authorId,
  authorName: row.authorId === null ? DELETED_USER_NAME : row.authorName,
  reason: row.reason,
  wordCount: row.wordCount,
  name: row.name,
  authors: row.authors,
});

export const presentVersion = (row: Authored & { fields: VersionFields; previousId: number | null }): Version => ({
  ...presentVersionSummary(row),
  ...row.fields,
  previousId: row.previousId,
});
