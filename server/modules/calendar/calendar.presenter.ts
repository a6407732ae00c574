import { isPlatformName, platformDescriptor } from '@common/platforms';
import type { Calendar, CalendarDestination, CalendarEntry, CalendarQuery } from '@common/publishing-calendar';
import { instantOf, wallClockOf } from '@common/zoned-time';
import type { Actor } from '../../lib/policy';
import { isScheduled, schedulePolicy } from '../publishing';
import type { CalendarPublication, PlanWithBlog } from './calendar.repository';
import { planPolicy } from './calendar.policy';

const platformRef = (name: string | null) => ({
  name: name ?? 'unknown',
  displayName: name && isPlatformName(name) ? platformDescriptor(name).displayName : 'Removed connection',
});

/** `wordpress` of `wordpress:blog.example`, when the connection is gone. */
const platformOfKey = (key: string | null) => {
  const p = key?.split(':')[0];
  return p && p !== 'connection' ? p : null;
};
/** The site part of a destination key; null for a connection-only key. */
const siteOf = (key: string | null) => {
  if (!key || key.startsWith('connection:')) return null;
  const site = key.slice(key.indexOf(':') + 1);
  return site.startsWith('wpcom/') ? site.slice('wpcom/'.length) : site;
};

const uniquePlatforms = (refs: { name: string; displayName: string }[]) => [
  ...new Map(refs.map((r) => [r.name, r])).values(),
];

/**
 * A blog's publications that share a kind and a minute are one calendar entry with several
 * destinations; day and time are the wall clock of the requested zone.
 */
function publicationEntries(actor: Actor, rows: CalendarPublication[], zone: string): CalendarEntry[] {
  const groups = new Map<string, { kind: 'scheduled' | 'published'; at: Date; rows: CalendarPublication[] }>();
  for (const r of rows) {
    const kind = isScheduled(r) ? 'scheduled' : r.status === 'published' ? 'published' : null;
    const at = kind === 'scheduled' ? r.scheduledAt : r.publishedAt;
    if (!kind || !at) continue;
    const minute = Math.floor(at.getTime() / 60_000) * 60_000;
    const key = `${kind}:${r.blogId}:${new Date(minute).toISOString()}`;
    const group = groups.get(key) ?? { kind, at: new Date(minute), rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => {
    const first = g.rows[0]!;
    const destinations: CalendarDestination[] = g.rows.map((r) => {
      const name = r.platformName ?? platformOfKey(r.destinationKey);
      return {
        publicationId: r.id,
        platform: platformRef(name),
        site: siteOf(r.destinationKey),
        status: g.kind === 'scheduled' ? 'scheduled' : r.status,
        abilities: { move: schedulePolicy.can(actor, 'move', { ...r, platformName: name }) },
      };
    });
    const clock = wallClockOf(g.at, zone);
    return {
      key,
      kind: g.kind,
      blogId: first.blogId,
      title: first.blogTitle || 'Untitled',
      at: g.at.toISOString(),
      day: clock.day,
      time: clock.time,
      platforms: uniquePlatforms(destinations.map((d) => d.platform)),
      destinations,
      planId: null,
      abilities: { move: destinations.some((d) => d.abilities.move), delete: false },
    };
  });
}

/** A planned slot: on its day and time as planned (a wall clock of the creator's). */
export function presentPlan(actor: Actor, p: PlanWithBlog): CalendarEntry {
  const abilities = planPolicy.abilities(actor, p);
  return {
    key: `planned:${p.id}`,
    kind: 'planned',
    blogId: p.blogId,
    title: p.blogTitle || p.title || 'Untitled',
    at: p.time ? instantOf(`${p.day}T${p.time}`, p.zone).toISOString() : null,
    day: p.day,
    time: p.time,
    platforms: uniquePlatforms(p.platforms.map(platformRef)),
    destinations: [],
    planId: p.id,
    abilities: { move: abilities.move, delete: abilities.delete },
  };
}

const order = (e: CalendarEntry) => `${e.day} ${e.time ?? '99:99'} ${e.title}`;

export function presentCalendar(
  actor: Actor,
  q: CalendarQuery,
  data: { publications: CalendarPublication[]; plans: PlanWithBlog[] },
): Calendar {
  const entries = [
    ...publicationEntries(actor, data.publications, q.zone),
    ...data.plans.map((p) => presentPlan(actor, p)),
  ].sort((a, b) => order(a).localeCompare(order(b)));
  return { from: q.from, to: q.to, zone: q.zone, entries };
}
