import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicationEvent, PublicationSummary } from '@common/publication-outcomes';
import { dispatch, getToastState } from '@client/components/ui/use-toast';
import { attentionAction } from './attention-api';
import { showOutcome } from './PublicationOutcomes';

/** The toasts a finished job shows, and My Blogs' action for a publication that needs attention (docs/decisions/041). */
const pub = (over: Partial<PublicationSummary>): PublicationSummary =>
  ({
    id: 7,
    blogId: 3,
    blogTitle: 'Roys Peak at sunrise',
    platformConnectionId: 5,
    platformName: 'wordpress',
    platformDisplayName: 'WordPress',
    destination: 'WordPress · blog.example',
    needsReconnecting: false,
    platformBlogId: '41',
    platformBlogUrl: 'https://blog.example/?p=41',
    editUrl: null,
    status: 'published',
    error: null,
    failureReason: null,
    retry: null,
    abilities: { retry: false, cancel: false, withdraw: false },
    ...over,
  }) as PublicationSummary;
const event = (p: PublicationSummary): PublicationEvent => ({
  type: 'publication',
  blogTitle: p.blogTitle,
  publication: p,
});

/** The link inside a toast's action (ToastAction asChild > a). */
function linkOf(action: ReactNode): { href: string; text: unknown } {
  if (!isValidElement(action)) throw new Error('no action');
  const a = (action as ReactElement<{ children: ReactElement<{ href: string; children: unknown }> }>).props.children;
  return { href: a.props.href, text: a.props.children };
}

describe('outcome toasts', () => {
  beforeEach(() => dispatch({ type: 'REMOVE_TOAST' }));
  const qc = new QueryClient();

  it("'Saved as a draft' opens the draft in the platform's editor, never the draft's public URL", () => {
    const editUrl = 'https://blog.example/wp-admin/post.php?post=41&action=edit';
    showOutcome(event(pub({ status: 'draft', editUrl })), qc, () => {});
    const [shown] = getToastState().toasts;
    expect(shown?.title).toBe('Saved as a draft on WordPress');
    expect(linkOf(shown?.action)).toEqual({ href: editUrl, text: 'Open draft in WordPress' });
  });

  it('a failure stays until dismissed and stays above a later success', () => {
    showOutcome(event(pub({ status: 'failed', error: 'x', needsReconnecting: true })), qc, () => {});
    showOutcome(event(pub({ id: 8, platformDisplayName: 'DEV' })), qc, () => {});
    for (let i = 0; i < 3; i++) showOutcome(event(pub({ id: 9 + i })), qc, () => {});
    const open = getToastState().toasts.filter((t) => t.open);
    const failed = open.find((t) => t.variant === 'destructive');
    expect(failed?.title).toBe('Could not publish to WordPress');
    expect(failed?.duration).toBe(Infinity);
  });
});

describe("'Needs attention' actions", () => {
  it('Reconnect for a rejected key, Open blog for a refused post or a removed connection, else Retry', () => {
    const failed = { status: 'failed', abilities: { retry: true, cancel: false, withdraw: false } };
    expect(attentionAction(pub({ ...failed, failureReason: 'credentials' }))).toBe('reconnect');
    expect(attentionAction(pub({ ...failed, failureReason: 'content' }))).toBe('open');
    expect(attentionAction(pub({ ...failed, failureReason: 'no_answer', platformConnectionId: null }))).toBe('open');
    expect(attentionAction(pub({ ...failed, failureReason: 'no_answer' }))).toBe('retry');
    expect(attentionAction(pub({ status: 'pending', failureReason: 'no_answer' }))).toBe('none');
  });
});
