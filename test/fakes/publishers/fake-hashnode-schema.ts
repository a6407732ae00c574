/** What the fake Hashnode knows of gql-beta's schema: the post it stores, its inputs and writes. */
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
  /** true: off the publication's pages and feeds (how gql-beta takes a post down); its URL still opens it. */
  isDelisted?: boolean;
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
};
/** gql-beta's writes (Hashnode/gql-skill schema.graphql): no removePost, no restorePost. */
export const MUTATIONS: Record<string, string> = {
  publishPost: 'PublishPostInput',
  createDraft: 'CreateDraftInput',
  updatePost: 'UpdatePostInput',
  updateDraft: 'UpdateDraftInput',
  publishDraft: 'PublishDraftInput',
  deleteDraft: 'DeleteDraftInput',
};
