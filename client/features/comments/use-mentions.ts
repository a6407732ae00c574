import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { MentionablePerson } from '@common/comments';
import { blogPeopleQueryOptions } from './api';

/** `@partial` right before the caret (not inside an email address). */
const TYPING = /(^|[^\w@.-])@([A-Za-z0-9._-]{0,40})$/;
const MAX_SHOWN = 6;

/** The people a comment on the blog may mention: its owner and everyone it is shared with. */
export const useBlogPeople = (blogId: number, enabled = true) =>
  useQuery({ ...blogPeopleQueryOptions(blogId), enabled });

/**
 * The comment box's `@` autocomplete (docs/decisions/039-notifications.md): typing `@` and part of a
 * name or username lists the blog's people; ↑/↓ move, Enter or Tab picks, Escape closes the list.
 */
export function useMentions(blogId: number, box: RefObject<HTMLTextAreaElement | null>, setBody: (v: string) => void) {
  const [query, setQuery] = useState<{ text: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const people = useBlogPeople(blogId, query !== null);
  const q = query?.text.toLowerCase() ?? '';
  const matches: MentionablePerson[] =
    query === null
      ? []
      : (people.data ?? [])
          .filter((p) => p.username.toLowerCase().startsWith(q) || p.name.toLowerCase().includes(q))
          .slice(0, MAX_SHOWN);
  const open = matches.length > 0;

  /** Reads the text before the caret after each change or caret move. */
  const track = (value: string, caret: number) => {
    const m = TYPING.exec(value.slice(0, caret));
    const next = m ? { text: m[2] ?? '', start: caret - (m[2]?.length ?? 0) - 1 } : null;
    if (next?.text !== query?.text || next?.start !== query?.start) setActive(0);
    setQuery(next);
  };

  const pick = (person: MentionablePerson) => {
    const el = box.current;
    if (!el || !query) return;
    const caret = el.selectionStart;
    const insert = `@${person.username} `;
    const value = el.value.slice(0, query.start) + insert + el.value.slice(caret);
    setBody(value);
    setQuery(null);
    const at = query.start + insert.length;
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(at, at);
    });
  };

  /** Handles the key when the list is open; true when it did (the form must not act on it too). */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
      return true;
    }
    if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab') {
      e.preventDefault();
      pick(matches[Math.min(active, matches.length - 1)]!);
      return true;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setQuery(null);
      return true;
    }
    return false;
  };

  return { open, matches, active: Math.min(active, Math.max(0, matches.length - 1)), track, pick, onKeyDown };
}
