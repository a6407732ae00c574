import type { UserId } from '@common/ids';
import { forbidden, notFound, type AppError } from './errors';

/**
 * The one authorization idiom (docs/architecture.md §3). Each resource has a policy declared with
 * `definePolicy`: a rule per action, answering from plain data already loaded (never the database),
 * so a rule is a pure function with a unit test. Services call `authorize`; presenters call
 * `abilities`, which travel with every resource so the client never re-derives a rule.
 */

/** Who acts: the signed-in user. Routes build it (plugins/auth.ts `actorOf`); services take it first. */
export interface Actor {
  readonly userId: UserId;
}

/**
 * How an actor stands to a resource; rules start from it. People a blog is shared with are not a
 * relation here: the repository reads their role (editor, commenter, viewer) with the blog
 * (`findForActor`), and the blog policy's rules read that role (docs/decisions/020).
 */
export type Relation = 'owner' | 'stranger';

export const relationTo = (actor: Actor, ownerId: number): Relation =>
  actor.userId === ownerId ? 'owner' : 'stranger';

export const isOwner = (actor: Actor, ownerId: number) => relationTo(actor, ownerId) === 'owner';

export type Rule<R> = (actor: Actor, resource: R) => boolean;

type Rules<R, A extends string> = { read: Rule<R> } & Record<A, Rule<R>>;

export interface PolicySpec<R, A extends string> {
  /** Named in the 404 ('Blog' → 'Blog not found'), identical for a missing row and an unreadable one. */
  resource: string;
  rules: Rules<R, A>;
  /**
   * The refusal of an action to an actor who may read the resource, per action: a 403, or a 409 when
   * the resource's state is what refuses (a published blog). Default: a plain 403.
   */
  denied?: Partial<Record<Exclude<A, 'read'>, (resource: R) => AppError>>;
}

export type Abilities<A extends string> = Record<Exclude<A, 'read'>, boolean>;

export interface Policy<R, A extends string> {
  /** May `actor` do `action` to `resource`? Every action needs `read` first. */
  can(actor: Actor, action: A | 'read', resource: R): boolean;
  /**
   * Every action but `read`, as booleans for the client, for a resource the actor may read: the API
   * returns no other, so lists (which select only readable rows) need not load what `read` reads.
   */
  abilities(actor: Actor, resource: R): Abilities<A>;
  /**
   * The resource when `actor` may do `action` to it. Otherwise throws: a 404 when the actor may not
   * even read it (or it is missing: the two are indistinguishable), else the action's refusal.
   */
  authorize<T extends R>(actor: Actor, action: A | 'read', resource: T | undefined): T;
}

export function definePolicy<R, A extends string>(spec: PolicySpec<R, A>): Policy<R, A> {
  const rules = spec.rules as Record<string, Rule<R>>;
  const actions = Object.keys(rules).filter((a): a is Exclude<A, 'read'> => a !== 'read');
  const can = (actor: Actor, action: A | 'read', resource: R) =>
    spec.rules.read(actor, resource) && (action === 'read' || rules[action]!(actor, resource));

  return {
    can,
    abilities(actor, resource) {
      return Object.fromEntries(actions.map((a) => [a, rules[a]!(actor, resource)])) as Abilities<A>;
    },
    authorize(actor, action, resource) {
      if (resource === undefined || !spec.rules.read(actor, resource)) throw notFound(spec.resource);
      if (action !== 'read' && !rules[action]!(actor, resource)) {
        const refusal = spec.denied?.[action as Exclude<A, 'read'>];
        throw refusal ? refusal(resource) : forbidden();
      }
      return resource;
    },
  };
}
