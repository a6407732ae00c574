import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  acceptedInvitationSchema,
  blogMemberSchema,
  blogSharingSchema,
  createdInvitationSchema,
  emailInvitationSchema,
  sharedBlogSchema,
  type BlogRole,
} from '@common/co-editing';
import { api, dataOf } from '@client/lib/api-client';
import { takePageData } from '@client/lib/page-data';

export const sharingQueryKey = (blogId: number) => ['/api/blogs', blogId, 'sharing'] as const;
export const SHARED_BLOGS_KEY = ['/api/shared-blogs'] as const;
const blog = (blogId: number) => ({ path: { id: blogId } });

/** How the user stands to the blog, as the server sent it with the page opened on its editor (docs/decisions/050). */
export const sharingFromPage = (blogId: number) =>
  blogSharingSchema.safeParse(takePageData('sharing', `/edit-blog/${blogId}`)).data;

export const sharingQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: sharingQueryKey(blogId),
    queryFn: async ({ signal }) =>
      blogSharingSchema.parse(await dataOf(api.GET('/api/blogs/{id}/sharing', { params: blog(blogId), signal }))),
    refetchOnWindowFocus: false,
  });

export const sharedBlogsQueryOptions = queryOptions({
  queryKey: SHARED_BLOGS_KEY,
  queryFn: async ({ signal }) =>
    z.array(sharedBlogSchema).parse(await dataOf(api.GET('/api/shared-blogs', { signal }))),
});

export const inviteByEmail = async (blogId: number, email: string, role: BlogRole) =>
  emailInvitationSchema.parse(
    await dataOf(api.POST('/api/blogs/{id}/members', { params: blog(blogId), body: { email, role } })),
  );
export const resendEmailInvitation = async (blogId: number, invitationId: number) =>
  emailInvitationSchema.parse(
    await dataOf(
      api.POST('/api/blogs/{id}/email-invitations/{invitationId}/resend', {
        params: { path: { id: blogId, invitationId } },
      }),
    ),
  );
export const revokeEmailInvitation = (blogId: number, invitationId: number) =>
  dataOf(
    api.DELETE('/api/blogs/{id}/email-invitations/{invitationId}', { params: { path: { id: blogId, invitationId } } }),
  );
export const acceptEmailInvitation = async (token: string) =>
  acceptedInvitationSchema.parse(
    await dataOf(api.POST('/api/email-invitations/{token}/accept', { params: { path: { token } } })),
  );
export const changeRole = async (blogId: number, userId: number, role: BlogRole) =>
  blogMemberSchema.parse(
    await dataOf(
      api.PATCH('/api/blogs/{id}/members/{userId}', { params: { path: { id: blogId, userId } }, body: { role } }),
    ),
  );
export const removeMember = (blogId: number, userId: number) =>
  dataOf(api.DELETE('/api/blogs/{id}/members/{userId}', { params: { path: { id: blogId, userId } } }));
export const createLink = async (blogId: number, role: BlogRole) =>
  createdInvitationSchema.parse(
    await dataOf(api.POST('/api/blogs/{id}/invitations', { params: blog(blogId), body: { role } })),
  );
export const revokeLink = (blogId: number, invitationId: number) =>
  dataOf(api.DELETE('/api/blogs/{id}/invitations/{invitationId}', { params: { path: { id: blogId, invitationId } } }));
export const acceptInvitation = async (token: string) =>
  acceptedInvitationSchema.parse(
    await dataOf(api.POST('/api/invitations/{token}/accept', { params: { path: { token } } })),
  );
