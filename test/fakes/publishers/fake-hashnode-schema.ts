/** What the fake Hashnode knows of the gql-beta schema (its newest snapshot): the post it stores, its inputs and writes. */
export interface HashnodePost {
  id: string;
  slug: string;
  url: string;
  title: string;
  contentMarkdown: string;
  tags: { slug: string; name?: string }[];
  subtitle?: string;
  coverImage?: string;
  originalArticleURL?: string;
  metaTags?: { title?: string; description?: string };
  publicationId: string;
  /** false: a draft (not public; no URL of its own). */
  published: boolean;
  /** true: off the publication's pages and feeds; its URL still opens it (not a withdrawal). */
  isDelisted?: boolean;
  /**
   * true: soft-deleted by `removePost` (inactive: gone from feeds, listings and `publication.post(slug)`,
   * its slug free again), yet still answered by `post(id)`, which has no active filter.
   */
  removed?: boolean;
  /** The author's user id ('u1', the token's user, when unset): only the author may remove the post. */
  authorId?: string;
}

/** The fields each input type declares (gql-beta schema); any other field fails validation. */
const POST_FIELDS = [
  'title',
  'contentMarkdown',
  'subtitle',
  'slug',
  'tags',
  'coverImageOptions',
  'originalArticleURL',
  'metaTags',
  'disableComments',
  'publishedAt',
  'seriesId',
  'settings',
  'coAuthors',
  'publishAs',
];
export const INPUT_FIELDS: Record<string, string[]> = {
  PublishPostInput: ['publicationId', 'isDelisted', ...POST_FIELDS],
  CreateDraftInput: ['publicationId', ...POST_FIELDS],
  UpdatePostInput: ['id', 'publicationId', 'isDelisted', ...POST_FIELDS],
  UpdateDraftInput: ['draftId', ...POST_FIELDS],
  PublishDraftInput: ['draftId'],
  DeleteDraftInput: ['draftId'],
  CreateImageUploadURLInput: ['contentType'],
  ConfirmImageUploadInput: ['key'],
  RemovePostInput: ['id'],
};
/** gql-beta's writes (Hashnode/gql-skill schema.graphql, newest snapshot: removePost, no restorePost). */
export const MUTATIONS: Record<string, string> = {
  publishPost: 'PublishPostInput',
  createDraft: 'CreateDraftInput',
  updatePost: 'UpdatePostInput',
  updateDraft: 'UpdateDraftInput',
  publishDraft: 'PublishDraftInput',
  deleteDraft: 'DeleteDraftInput',
  createImageUploadURL: 'CreateImageUploadURLInput',
  confirmImageUpload: 'ConfirmImageUploadInput',
  removePost: 'RemovePostInput',
};
