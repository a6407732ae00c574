import { useState } from 'react';
import { findPlatform } from '@common/platforms';
import {
  changedOverrides,
  cleanTags,
  overrideProblems,
  type OverrideProblem,
  type PublishOverrides,
} from '@common/publish-overrides';
import type { Publication } from '@common/publishing';

/** The blog's own fields: what a destination is sent unless it is adjusted. */
export interface BlogFields {
  title: string;
  tags: readonly string[];
  excerpt: string | null;
}

/** A destination's fields as typed in the dialog (tags comma-separated). */
export interface DestinationDraft {
  title: string;
  tags: string;
  excerpt: string;
}

/** The fields a destination starts with: its saved overrides, else the blog's own. */
export function initialDraft(blog: BlogFields, saved: Publication['overrides'] | undefined): DestinationDraft {
  return {
    title: saved?.title ?? blog.title,
    tags: (saved?.tags ?? blog.tags).join(', '),
    excerpt: saved?.excerpt ?? blog.excerpt ?? '',
  };
}

const parseTags = (text: string) => cleanTags(text.split(','));

/**
 * What the dialog sends for a destination the creator adjusted: only the fields that differ from
 * the blog's (`{}` clears saved ones), and what the platform cannot take (docs/decisions/046).
 */
export function draftOverrides(
  blog: BlogFields,
  platformName: string,
  draft: DestinationDraft,
): { overrides: PublishOverrides; problems: OverrideProblem[] } {
  const overrides =
    changedOverrides(blog, {
      title: draft.title.trim() || blog.title,
      tags: parseTags(draft.tags),
      excerpt: draft.excerpt,
    }) ?? {};
  const platform = findPlatform(platformName);
  return { overrides, problems: platform ? overrideProblems(platform, overrides) : [] };
}

/** The dialog's adjusted destinations, by connection id; a destination never adjusted keeps its saved overrides. */
export function useDestinationDrafts(blog: BlogFields) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, DestinationDraft>>(new Map());
  return {
    drafts,
    draftFor: (connectionId: number, publication?: Publication) =>
      drafts.get(connectionId) ?? initialDraft(blog, publication?.overrides),
    setDraft: (connectionId: number, draft: DestinationDraft) =>
      setDrafts((prev) => new Map(prev).set(connectionId, draft)),
    reset: () => setDrafts(new Map()),
    /** The overrides to send for these connections, and whether any cannot be sent. */
    toSend(ids: readonly number[], platformOf: (id: number) => string) {
      const map = new Map<number, PublishOverrides>();
      let invalid = false;
      for (const id of ids) {
        const draft = drafts.get(id);
        if (!draft) continue;
        const { overrides, problems } = draftOverrides(blog, platformOf(id), draft);
        if (problems.length) invalid = true;
        map.set(id, overrides);
      }
      return { overrides: map, invalid };
    },
  };
}
