import { useRef, useState } from 'react';
import { z } from 'zod';
import { instagramPostSchema, type InstagramPost } from '@common/instagram';
import { PageContainer } from '@client/components/layout/PageHeader';
import { useAuth } from '@client/features/auth';
import { CreatePageHeader, PostsPanel, SelectedPostCard, useSelectedAccount } from '@client/features/instagram';
import { InterviewCard, SourcePackPanel } from '@client/features/source-pack';
import { readLocalDraft, writeLocalDraft } from '@client/lib/local-drafts';
import { BlogComposer } from './BlogComposer';

/** The post picked on /create, kept per user so that a reload returns to it (and to its kept article). */
const selectionSchema = z.object({ accountId: z.number().int(), post: instagramPostSchema });
type Selection = z.infer<typeof selectionSchema>;
const selectionKey = (userId: number) => `create-selection:${userId}`;

/** Below Tailwind's lg breakpoint the two panels stack: a picked post is then far below the list. */
const STACKED = '(max-width: 1023.98px)';

/** /create — posts of the selected account on the left; the selected post and the blog composer on the right. */
export default function CreateBlogPage() {
  const { user } = useAuth();
  const { selectedAccount } = useSelectedAccount();
  const accountId = selectedAccount?.id ?? null;
  const [selection, setSelection] = useState<Selection | null>(() =>
    user ? readLocalDraft(selectionKey(user.id), selectionSchema) : null,
  );
  const selectedPost = selection && selection.accountId === accountId ? selection.post : null;
  const workPanel = useRef<HTMLDivElement>(null);

  const select = (post: InstagramPost) => {
    if (accountId === null) return;
    const next = { accountId, post };
    setSelection(next);
    if (user) writeLocalDraft(selectionKey(user.id), next);
    // On a phone, bring the picked post and its 'Generate' action into view right away.
    if (window.matchMedia(STACKED).matches) {
      requestAnimationFrame(() => workPanel.current?.scrollIntoView({ block: 'start' }));
    }
  };

  // Changing the account clears the selected post (docs/product.md §4); the account loading after
  // a reload is not a change.
  const [seenAccountId, setSeenAccountId] = useState(accountId);
  if (seenAccountId !== accountId) {
    setSeenAccountId(accountId);
    if (seenAccountId !== null) setSelection(null);
  }

  return (
    <PageContainer className="max-w-7xl">
      <CreatePageHeader />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <PostsPanel accountId={accountId} selectedPostId={selectedPost?.id ?? null} onSelect={select} />
        <div ref={workPanel} className="grid min-w-0 scroll-mt-20 gap-6" data-testid="create-work-panel">
          {selectedPost ? <SelectedPostCard post={selectedPost} account={selectedAccount} /> : null}
          {/* Remounting on a new post or account clears the generated blog (docs/product.md §4);
              an unsaved one is kept on this device and comes back with its post. */}
          <BlogComposer
            key={`${accountId ?? 'none'}:${selectedPost?.id ?? 'none'}`}
            post={selectedPost}
            account={selectedAccount}
          />
          {/* Below the composer: on a phone the picked post and Generate must be in view at once. */}
          {selectedPost ? <InterviewCard key={selectedPost.id} postId={selectedPost.id} /> : null}
          {selectedPost ? <SourcePackPanel postId={selectedPost.id} /> : null}
        </div>
      </div>
    </PageContainer>
  );
}
