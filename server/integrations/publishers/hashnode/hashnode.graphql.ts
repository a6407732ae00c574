import { z } from 'zod';

/**
 * Hashnode's GraphQL documents and answer schemas (gql-beta schema).
 * @link https://github.com/Hashnode/gql-skill — GraphQL answers HTTP 200 with `errors[].extensions.code`.
 */
export const gqlErrorSchema = z.object({
  errors: z.array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() })),
});

const pageInfo = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullish() });

export const meSchema = z.object({
  data: z.object({
    me: z.object({
      id: z.string(),
      username: z.string(),
      publications: z.object({
        edges: z.array(z.object({ node: z.object({ id: z.string(), title: z.string(), url: z.string() }) })),
        pageInfo,
      }),
    }),
  }),
});
export const proSchema = z.object({ data: z.object({ publication: z.object({ id: z.string() }).nullable() }) });

const postShape = z.object({ id: z.string(), url: z.string(), slug: z.string().optional() });
const draftShape = z.object({ id: z.string(), slug: z.string().nullish(), title: z.string().nullish() });

export const postPayload = (field: 'publishPost' | 'updatePost' | 'publishDraft') =>
  z.object({ data: z.object({ [field]: z.object({ post: postShape }) }) });
export const draftPayload = (field: 'createDraft' | 'updateDraft') =>
  z.object({ data: z.object({ [field]: z.object({ draft: draftShape }) }) });
export const postByIdSchema = z.object({ data: z.object({ post: postShape.nullable() }) });
export const removeSchema = z.object({
  data: z.object({ removePost: z.object({ post: z.object({ id: z.string() }) }) }),
});

export const findSchema = z.object({
  data: z.object({
    publication: z
      .object({
        post: postShape.nullable(),
        drafts: z.object({ edges: z.array(z.object({ node: draftShape })), pageInfo }).optional(),
      })
      .nullable(),
  }),
});

/** 50 a page: Hashnode clamps larger pages (drafts to 50). */
export const ME = `query Me($after: String) { me { id username publications(first: 50, after: $after) { edges { node { id title url } } pageInfo { hasNextPage endCursor } } } }`;
/** The cheapest Pro-gated read: FORBIDDEN on a publication without Pro, as every write is. */
export const PRO = `query ProCheck($id: ObjectId!) { publication(id: $id) { id } }`;
export const FIND_DRAFTS = `query FindDraft($id: ObjectId!, $slug: String!, $after: String) { publication(id: $id) { post(slug: $slug) { id slug url } drafts(first: 50, after: $after) { edges { node { id slug title } } pageInfo { hasNextPage endCursor } } } }`;
export const PUBLISH = `mutation PublishPost($input: PublishPostInput!) { publishPost(input: $input) { post { id slug url } } }`;
export const UPDATE = `mutation UpdatePost($input: UpdatePostInput!) { updatePost(input: $input) { post { id slug url } } }`;
/**
 * A post by id: a delisted one and a removed one too (`post(id)` has no active filter), so "found"
 * never means "live". Posts that an earlier Inkgram withdrew by delisting (`isDelisted`, before the
 * schema had removePost) are brought back in place by updating them with `isDelisted: false`.
 */
export const POST_BY_ID = `query PostById($id: ID!) { post(id: $id) { id slug url } }`;
export const CREATE_DRAFT = `mutation CreateDraft($input: CreateDraftInput!) { createDraft(input: $input) { draft { id slug title } } }`;
export const UPDATE_DRAFT = `mutation UpdateDraft($input: UpdateDraftInput!) { updateDraft(input: $input) { draft { id slug title } } }`;
/**
 * Withdrawing: a soft delete (gone from feeds and listings, its link dead, its slug free); the author
 * or a publication admin only; a second call answers NOT_FOUND. Publishing again is a new post.
 */
export const REMOVE = `mutation RemovePost($input: RemovePostInput!) { removePost(input: $input) { post { id title slug } } }`;
export const PUBLISH_DRAFT = `mutation PublishDraft($input: PublishDraftInput!) { publishDraft(input: $input) { post { id slug url } } }`;

/** Where a Hashnode draft is edited (drafts have no public URL). */
export const draftUrl = (id: string) => `https://hashnode.com/draft/${id}`;
