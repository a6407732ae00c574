import { z } from 'zod';
import { blogSummarySchema } from './blogs';
import { pathId } from './ids';
import { LIMITS } from './limits';

/**
 * Sharing a blog and co-editing it live (docs/decisions/020-coediting-on-postgresql.md, docs/decisions/020). The owner invites people
 * by email (an existing account) or by link, each with a role; the blog policy reads the role.
 */
export const BLOG_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type BlogRole = (typeof BLOG_ROLES)[number];

/** How the signed-in user stands to a blog they can open. */
export type BlogAccess = 'owner' | BlogRole;

/** The WebSocket route of the Hocuspocus server; documents are named `blog:<id>`. */
export const COEDIT_PATH = '/api/coedit';
export const coeditDocumentName = (blogId: number) => `blog:${blogId}`;
export const blogIdOfDocument = (name: string): number | undefined => {
  const m = /^blog:([1-9]\d{0,9})$/.exec(name);
  return m ? Number(m[1]) : undefined;
};

/** A collaborative session's shared draft is co-edited the same way, as `session:<id>` (docs/decisions/020-coediting-on-postgresql.md). */
export const sessionDraftDocumentName = (sessionId: number) => `session:${sessionId}`;
export type CoeditDocument = { kind: 'blog' | 'session'; id: number };
export const documentOf = (name: string): CoeditDocument | undefined => {
  const m = /^(blog|session):([1-9]\d{0,9})$/.exec(name);
  return m ? { kind: m[1] as CoeditDocument['kind'], id: Number(m[2]) } : undefined;
};

export const COEDIT_MESSAGES = {
  roleInvalid: 'Choose a role: can edit, can comment or can view',
  emailInvalid: 'Please enter a valid email address',
  emailInvitationInvalid: 'This invitation is no longer valid. Ask the owner to invite you again.',
  emailInvitationExpired: 'This invitation has expired. Ask the owner to send it again.',
  emailInvitationWrongAccount:
    'This invitation was sent to another email address. Sign in with the account that uses it to accept.',
  inviteThrottled: 'You have sent many invitations. Please wait a while before sending more.',
  selfInvite: 'This blog is already yours',
  invitationNotFound: 'This invitation link is no longer valid',
  memberNotFound: 'This person has no access to the blog',
} as const;

const roleField = z.enum(BLOG_ROLES, { error: COEDIT_MESSAGES.roleInvalid });

/** How long an invitation by email can be accepted. */
export const EMAIL_INVITATION_DAYS = 14;

/** POST /api/blogs/{id}/members: invite any address by email (pending until that person accepts). */
export const inviteByEmailSchema = z.strictObject({
  email: z
    .string({ error: COEDIT_MESSAGES.emailInvalid })
    .check(z.trim(), z.maxLength(LIMITS.emailMax, COEDIT_MESSAGES.emailInvalid), z.email(COEDIT_MESSAGES.emailInvalid)),
  role: roleField,
});
export type InviteByEmail = z.output<typeof inviteByEmailSchema>;

/** PATCH /api/blogs/{id}/members/{userId}: change someone's role. */
export const changeRoleSchema = z.strictObject({ role: roleField });
export type ChangeRole = z.output<typeof changeRoleSchema>;

/** POST /api/blogs/{id}/invitations: a new invitation link with a role. */
export const createInvitationSchema = z.strictObject({ role: roleField });

export const blogMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  role: z.enum(BLOG_ROLES),
  addedAt: z.string(),
});
export type BlogMember = z.infer<typeof blogMemberSchema>;

export const invitationLinkSchema = z.object({
  id: z.number().int(),
  role: z.enum(BLOG_ROLES),
  createdAt: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/**
 * An invitation by email as the owner sees it: the address and role only, the same for an address
 * with an account and one without (nobody's name shows before they accept).
 */
export const emailInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(BLOG_ROLES),
  status: z.enum(['pending', 'expired']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type EmailInvitation = z.infer<typeof emailInvitationSchema>;

/** A link just created: the only time its secret (in `url`) is shown. */
export const createdInvitationSchema = invitationLinkSchema.extend({ url: z.string() });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /api/blogs/{id}/sharing: who has access (the owner sees the links too). */
export const blogSharingSchema = z.object({
  access: z.enum(['owner', ...BLOG_ROLES]),
  /** True once anyone else can open the blog: the editor then co-edits live. */
  shared: z.boolean(),
  abilities: z.object({ share: z.boolean(), edit: z.boolean(), comment: z.boolean() }),
  owner: z.object({ userId: z.number().int(), name: z.string() }),
  members: z.array(blogMemberSchema),
  links: z.array(invitationLinkSchema),
  /** Invitations by email not yet accepted (the owner only). */
  invitations: z.array(emailInvitationSchema),
});
export type BlogSharing = z.infer<typeof blogSharingSchema>;

export const memberParams = z.object({ id: pathId.brand<'BlogId'>(), userId: pathId });
export const invitationParams = z.object({ id: pathId.brand<'BlogId'>(), invitationId: pathId });
export const invitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, COEDIT_MESSAGES.invitationNotFound),
});

/** POST /api/invitations/{token}/accept answers the blog now shared with the user. */
export const acceptedInvitationSchema = z.object({ blogId: z.number().int(), role: z.enum(BLOG_ROLES) });

/** A card of My Blogs' 'Shared with me': the blog, whose it is and the user's role. */
export const sharedBlogSchema = blogSummarySchema.extend({
  role: z.enum(BLOG_ROLES),
  ownerName: z.string(),
});
export type SharedBlog = z.infer<typeof sharedBlogSchema>;

/** The name and colour a co-editor shows to the others (cursor label, presence list). */
export const presenceColor = (userId: number) => PRESENCE_COLORS[userId % PRESENCE_COLORS.length]!;
const PRESENCE_COLORS = ['#c2410c', '#0f766e', '#7c3aed', '#be123c', '#1d4ed8', '#4d7c0f', '#a16207', '#0e7490'];
