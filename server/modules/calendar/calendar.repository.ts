import { and, asc, between, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, blogs, plannedSlots, publishingPlatforms, userPlatformConnections } from '../../db/schema';

export type PlanRow = typeof plannedSlots.$inferSelect;
/** A planned slot with its blog's title (null for a working title only). */
export type PlanWithBlog = PlanRow & { blogTitle: string | null };

/** A publication as the calendar shows it: its blog's title and owner, its platform. */
export interface CalendarPublication {
  id: number;
  blogId: number;
  blogTitle: string;
  blogUserId: number;
  status: string;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  platformConnectionId: number | null;
  destinationKey: string | null;
  platformName: string | null;
}

/** Statuses of a publication waiting for its time (pending/publishing: a held post being sent). */
const WAITING = ['scheduled', 'pending', 'publishing'];

/** Reads for the publishing calendar and the planned slots' writes; every read is the owner's. */
export function calendarRepository(db: Db) {
  const planColumns = { plan: plannedSlots, blogTitle: blogs.title };
  const flatten = (r: { plan: PlanRow; blogTitle: string | null }): PlanWithBlog => ({
    ...r.plan,
    blogTitle: r.blogTitle,
  });

  return {
    /** The user's publications scheduled or published within [start, end). */
    async publicationsBetween(userId: number, start: Date, end: Date): Promise<CalendarPublication[]> {
      const rows = await db
        .select({
          id: blogPublications.id,
          blogId: blogPublications.blogId,
          blogTitle: blogs.title,
          blogUserId: blogs.userId,
          status: blogPublications.status,
          scheduledAt: blogPublications.scheduledAt,
          publishedAt: blogPublications.publishedAt,
          platformConnectionId: blogPublications.platformConnectionId,
          destinationKey: blogPublications.destinationKey,
          platformName: publishingPlatforms.name,
        })
        .from(blogPublications)
        .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
        .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
        .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId))
        .where(
          and(
            eq(blogs.userId, userId),
            or(
              and(
                inArray(blogPublications.status, WAITING),
                gte(blogPublications.scheduledAt, start),
                lt(blogPublications.scheduledAt, end),
              ),
              and(
                eq(blogPublications.status, 'published'),
                gte(blogPublications.publishedAt, start),
                lt(blogPublications.publishedAt, end),
              ),
            ),
          ),
        )
        .orderBy(asc(blogPublications.id));
      return rows;
    },

    async plansBetween(userId: number, from: string, to: string): Promise<PlanWithBlog[]> {
      const rows = await db
        .select(planColumns)
        .from(plannedSlots)
        .leftJoin(blogs, eq(blogs.id, plannedSlots.blogId))
        .where(and(eq(plannedSlots.userId, userId), between(plannedSlots.day, from, to)))
        .orderBy(asc(plannedSlots.day), asc(plannedSlots.time), asc(plannedSlots.id));
      return rows.map(flatten);
    },

    async findPlan(id: number): Promise<PlanWithBlog | undefined> {
      const [row] = await db
        .select(planColumns)
        .from(plannedSlots)
        .leftJoin(blogs, eq(blogs.id, plannedSlots.blogId))
        .where(eq(plannedSlots.id, id));
      return row ? flatten(row) : undefined;
    },

    async insertPlan(values: typeof plannedSlots.$inferInsert): Promise<PlanRow> {
      const [row] = await db.insert(plannedSlots).values(values).returning();
      if (!row) throw new Error('planned slot insert returned nothing');
      return row;
    },

    async movePlan(id: number, values: { day: string; time: string | null; zone: string }): Promise<void> {
      await db
        .update(plannedSlots)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(plannedSlots.id, id));
    },

    async deletePlan(id: number): Promise<void> {
      await db.delete(plannedSlots).where(eq(plannedSlots.id, id));
    },
  };
}
