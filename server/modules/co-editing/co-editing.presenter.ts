import type {
  BlogMember,
  BlogRole,
  BlogSharing,
  EmailInvitation,
  InvitationLink,
  SharedBlog,
} from '@common/co-editing';
import type { Actor } from '../../lib/policy';
import { presentBlogSummary } from '../blogs';
import type { EmailInvitationRow } from './email-invitations.repository';
import type { MemberRow, membersRepository } from './members.repository';

export const presentMember = (m: MemberRow): BlogMember => ({
  userId: m.userId,
  name: m.name,
  username: m.username,
  role: m.role,
  addedAt: m.addedAt.toISOString(),
});

export const presentLink = (l: { id: number; role: BlogRole; createdAt: Date }): InvitationLink => ({
  id: l.id,
  role: l.role,
  createdAt: l.createdAt.toISOString(),
});

/** An invitation by email: address, role and state, never whose account the address is. */
export const presentEmailInvitation = (row: EmailInvitationRow, now = new Date()): EmailInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: row.expiresAt <= now ? 'expired' : 'pending',
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export const presentSharing = (
  s: Omit<BlogSharing, 'members' | 'links' | 'invitations'> & {
    members: MemberRow[];
    links: { id: number; role: BlogRole; createdAt: Date }[];
    invitations: EmailInvitationRow[];
  },
): BlogSharing => ({
  ...s,
  members: s.members.map(presentMember),
  links: s.links.map(presentLink),
  invitations: s.invitations.map((i) => presentEmailInvitation(i)),
});

type SharedRow = Awaited<ReturnType<ReturnType<typeof membersRepository>['sharedWith']>>[number];

/** A card of 'Shared with me': the blog as its reader sees it, with its owner and the reader's role. */
export const presentSharedBlog = (row: SharedRow, actor: Actor): SharedBlog => {
  const role = row.role as BlogRole;
  // The role makes the abilities those of a collaborator; the owner's open revision is not theirs (decision 040).
  const subject = { ...row, role, revisionId: null };
  return {
    ...presentBlogSummary(subject, actor),
    role,
    ownerName: row.ownerName,
  };
};
