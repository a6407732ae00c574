import { randomBytes } from 'node:crypto';
import type { BlogAccess, BlogRole, ChangeRole } from '@common/co-editing';
import type { BlogId } from '@common/ids';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/crypto/tokens';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogsRepository } from '../blogs';
import { sharingPolicy } from './co-editing.policy';
import { emailInvitationsRepository } from './email-invitations.repository';
import { membersRepository } from './members.repository';

/** Closes a user's live co-editing connections to a blog (every process); set once the server is mounted. */
export type Disconnect = (blogId: number, userId: number) => Promise<void>;

export function sharingService(db: Db, disconnect: Disconnect) {
  const blogs = blogsRepository(db);
  const members = membersRepository(db);
  const invitations = emailInvitationsRepository(db);

  const load = async (actor: Actor, id: BlogId) =>
    sharingPolicy.authorize(actor, 'read', await blogs.findForActor(actor.userId, id));
  const loadForSharing = async (actor: Actor, id: BlogId) =>
    sharingPolicy.authorize(actor, 'share', await blogs.findForActor(actor.userId, id));

  return {
    /** Who has access to the blog, as anyone who may read it sees it (links: the owner only). */
    async sharing(actor: Actor, id: BlogId) {
      const blog = await load(actor, id);
      const owner = sharingPolicy.can(actor, 'share', blog);
      const [list, links, pending, ownerName] = await Promise.all([
        members.list(id),
        owner ? members.links.list(id) : Promise.resolve([]),
        owner ? invitations.pending(id) : Promise.resolve([]),
        members.userName(blog.userId),
      ]);
      const access: BlogAccess = blog.role ?? 'owner';
      return {
        access,
        shared: list.length > 0,
        abilities: sharingPolicy.abilities(actor, blog),
        owner: { userId: blog.userId, name: ownerName },
        members: list,
        links: links.map((l) => ({ ...l, role: l.role as BlogRole })),
        invitations: pending,
      };
    },

    async changeRole(actor: Actor, id: BlogId, userId: number, input: ChangeRole) {
      await loadForSharing(actor, id);
      if (!(await members.updateRole(id, userId, input.role))) throw notFound('Collaborator');
      await disconnect(id, userId);
      return (await members.list(id)).find((m) => m.userId === userId)!;
    },

    /** The owner removes anyone; a collaborator may leave. */
    async removeMember(actor: Actor, id: BlogId, userId: number) {
      const blog = await load(actor, id);
      if (actor.userId !== userId) sharingPolicy.authorize(actor, 'share', blog);
      if (!(await members.remove(id, userId))) throw notFound('Collaborator');
      await disconnect(id, userId);
    },

    async createLink(actor: Actor, id: BlogId, role: BlogRole, publicUrl: string) {
      await loadForSharing(actor, id);
      const token = randomBytes(24).toString('base64url');
      const row = await members.links.insert(id, sha256Hex(token), role);
      return { ...row, role, url: `${publicUrl.replace(/\/$/, '')}/invitations/${token}` };
    },

    async revokeLink(actor: Actor, id: BlogId, invitationId: number) {
      await loadForSharing(actor, id);
      if (!(await members.links.remove(id, invitationId))) throw notFound('Invitation');
    },

    /** Opening a link joins the blog with the link's role (the owner opening it changes nothing). */
    async accept(actor: Actor, token: string) {
      const link = await members.links.findByTokenHash(sha256Hex(token));
      if (!link) throw notFound('Invitation');
      if (link.ownerId === actor.userId) return { blogId: link.blogId, role: 'editor' as BlogRole };
      const role = await members.insertIfAbsent(link.blogId, actor.userId, link.role as BlogRole);
      return { blogId: link.blogId, role };
    },

    sharedWithMe: (actor: Actor) => members.sharedWith(actor.userId),
  };
}
