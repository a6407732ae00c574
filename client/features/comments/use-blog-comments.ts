import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CommentThread } from '@common/comments';
import type { CommentHighlight, EditorComments, SelectionAnchor } from '@client/components/editor/comments-contract';
import { commentsQueryOptions, useLiveComments } from './api';

/**
 * The comments of one blog as the edit page uses them: the threads (live), which are shown
 * (resolved ones only on request), the active one, the selection being commented on, and what the
 * co-editing editor needs (highlights, commenting, focusing a thread's text).
 */
export function useBlogComments(blogId: number, enabled = true) {
  const list = useQuery({ ...commentsQueryOptions(blogId), enabled });
  useLiveComments(blogId, enabled);
  const [showResolved, setShowResolved] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [draft, setDraft] = useState<SelectionAnchor | null>(null);
  /** Bumped to tell the panel to say something ('select text first') or to focus the new-comment box. */
  const [nudge, setNudge] = useState<{ kind: 'selectFirst' | 'draft'; at: number } | null>(null);
  const focusRef = useRef<((h: CommentHighlight) => boolean) | null>(null);
  /** Threads whose text was deleted (the editor says so as it happens). */
  const [goneIds, setGoneIds] = useState<ReadonlySet<number>>(() => new Set());
  const onGone = useCallback((ids: number[]) => {
    setGoneIds((before) => (ids.length === before.size && ids.every((id) => before.has(id)) ? before : new Set(ids)));
  }, []);
  const registerFocus = useCallback((focus: ((h: CommentHighlight) => boolean) | null) => {
    focusRef.current = focus;
  }, []);

  const threads = useMemo(() => list.data?.threads ?? [], [list.data]);
  const visible = useMemo(() => threads.filter((t) => showResolved || t.resolvedAt === null), [threads, showResolved]);
  const highlights = useMemo(() => visible.map((t) => ({ id: t.id, from: t.anchor.from, to: t.anchor.to })), [visible]);
  const canComment = list.data?.abilities.comment ?? false;

  const startComment = (selection: SelectionAnchor | null) => {
    setNudge({ kind: selection ? 'draft' : 'selectFirst', at: Date.now() });
    if (selection) setDraft(selection);
  };

  /** Activates a thread and selects its text in the editor; false when the text is gone. */
  const focusThread = (t: CommentThread): boolean => {
    setActiveId(t.id);
    return focusRef.current?.({ id: t.id, ...t.anchor }) ?? false;
  };

  const editor: EditorComments = {
    highlights,
    activeId,
    onActivate: (id) => {
      setActiveId(id);
      document.getElementById(`comment-thread-${id}`)?.scrollIntoView({ block: 'nearest' });
    },
    registerFocus,
    onGone,
    ...(canComment ? { onComment: startComment } : {}),
  };

  return {
    editor,
    panel: {
      blogId,
      loading: list.isPending,
      error: list.isError,
      threads: visible,
      resolvedCount: threads.filter((t) => t.resolvedAt !== null).length,
      openCount: threads.filter((t) => t.resolvedAt === null).length,
      canComment,
      showResolved,
      setShowResolved,
      activeId,
      focusThread,
      goneIds,
      draft,
      clearDraft: () => setDraft(null),
      /** Gives up the new comment and returns to its text in the editor. */
      cancelDraft: () => {
        if (draft) focusRef.current?.({ id: 0, from: draft.from, to: draft.to });
        setDraft(null);
      },
      nudge,
    },
  };
}
export type BlogComments = ReturnType<typeof useBlogComments>;
export type CommentsPanelState = BlogComments['panel'];
