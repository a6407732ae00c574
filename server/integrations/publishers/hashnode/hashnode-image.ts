import { z } from 'zod';
import { hashnodePlatform } from '@common/platforms';
import { callPlatform, classifyStatus, parseBody, type JsonResponse } from '../request';
import { PublishError, type ContentImage, type PublisherContext, type UploadedContentImage } from '../types';

const NAME = hashnodePlatform.displayName;

/**
 * Hashnode's image upload (gql-beta): a presigned PUT, then a confirmation that keeps the file
 * (over 8 MB it is deleted and `ok` is false). The CDN URL goes in the post's Markdown.
 * @link https://github.com/Hashnode/gql-skill — `createImageUploadURL`, `confirmImageUpload`.
 */
export const CREATE_IMAGE_UPLOAD_URL = `mutation CreateImageUploadURL($input: CreateImageUploadURLInput!) {
  createImageUploadURL(input: $input) { presignedPut { url cdnUrl key } }
}`;
export const CONFIRM_IMAGE_UPLOAD = `mutation ConfirmImageUpload($input: ConfirmImageUploadInput!) {
  confirmImageUpload(input: $input) { ok cdnUrl }
}`;

const uploadUrlSchema = z.object({
  data: z.object({
    createImageUploadURL: z.object({
      presignedPut: z.object({ url: z.string(), cdnUrl: z.string(), key: z.string() }),
    }),
  }),
});
const confirmSchema = z.object({
  data: z.object({ confirmImageUpload: z.object({ ok: z.boolean(), cdnUrl: z.string().nullish() }) }),
});

type Gql = (query: string, variables: Record<string, unknown>, write: boolean) => Promise<JsonResponse>;

/** One picture of the content on Hashnode's CDN: asks for an upload URL, PUTs the bytes, confirms. */
export async function hashnodeContentImage(
  ctx: PublisherContext,
  gql: Gql,
  image: ContentImage,
): Promise<UploadedContentImage> {
  const asked = await gql(CREATE_IMAGE_UPLOAD_URL, { input: { contentType: image.contentType } }, true);
  const put = parseBody(NAME, uploadUrlSchema, asked, true).data.createImageUploadURL.presignedPut;
  const sent = await callPlatform(ctx.http, NAME, put.url, {
    method: 'PUT',
    headers: { 'content-type': image.contentType },
    body: image.bytes,
    timeoutMs: 60_000,
  });
  if (sent.status !== 200 && sent.status !== 201 && sent.status !== 204)
    throw classifyStatus(NAME, sent, undefined, { write: true, credential: 'access token' });
  const confirmed = await gql(CONFIRM_IMAGE_UPLOAD, { input: { key: put.key } }, true);
  const answer = parseBody(NAME, confirmSchema, confirmed, true).data.confirmImageUpload;
  if (!answer.ok)
    throw new PublishError('invalid_content', `${NAME} refused the post: one of its pictures is over 8 MB.`);
  return { id: put.key, url: answer.cdnUrl ?? put.cdnUrl };
}
