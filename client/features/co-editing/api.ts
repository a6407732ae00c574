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
import { apiRequest } from '@client/lib/api';

export const sharingQueryKey = (blogId: number) => ['/api/blogs', blogId, 'sharing'] as const;
export const SHARED_BLOGS_KEY = ['/api/shared-blogs'] as const;

export const sharingQueryOptions = (blogId: number) =>
  queryOptions({
    queryKey: sharingQueryKey(blogId),
    queryFn: async ({ signal }) =>
      blogSharingSchema.parse(await apiRequest('GET', `/api/blogs/${blogId}/sharing`, undefined, { signal })),
    refetchOnWindowFocus: false,
  });

export const sharedBlogsQueryOptions = queryOptions({
  queryKey: SHARED_BLOGS_KEY,
  queryFn: async ({ signal }) =>
    z.array(sharedBlogSchema).parse(await apiRequest('GET', '/api/shared-blogs', undefined, { signal })),
});

export const inviteByEmail = async (blogId: number, email: string, role: BlogRole) =>
  emailInvitationSchema.parse(await apiRequest('POST', `/api/blogs/${blogId}/members`, { email, role }));
export const resendEmailInvitation = async (blogId: number, id: number) =>
  emailInvitationSchema.parse(await apiRequest('POST', `/api/blogs/${blogId}/email-invitations/${id}/resend`));
export const revokeEmailInvitation = (blogId: number, id: number) =>
  apiRequest('DELETE', `/api/blogs/${blogId}/email-invitations/${id}`);
export const acceptEmailInvitation = async (token: string) =>
  acceptedInvitationSchema.parse(
    await apiRequest('POST', `/api/email-invitations/${encodeURIComponent(token)}/accept`),
  );
export const changeRole = async (blogId: number, userId: number, role: BlogRole) =>
  blogMemberSchema.parse(await apiRequest('PATCH', `/api/blogs/${blogId}/members/${userId}`, { role }));
export const removeMember = (blogId: number, userId: number) =>
  apiRequest('DELETE', `/api/blogs/${blogId}/members/${userId}`);
export const createLink = async (blogId: number, role: BlogRole) =>
  createdInvitationSchema.parse(await apiRequest('POST', `/api/blogs/${blogId}/invitations`, { role }));
export const revokeLink = (blogId: number, id: number) =>
  apiRequest('DELETE', `/api/blogs/${blogId}/invitations/${id}`);
export const acceptInvitation = async (token: string) =>
  acceptedInvitationSchema.parse(await apiRequest('POST', `/api/invitations/${encodeURIComponent(token)}/accept`));
