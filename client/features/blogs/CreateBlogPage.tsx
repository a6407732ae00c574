import { useState } from 'react';
import type { InstagramPost } from '@common/instagram';
import { PageContainer } from '@client/components/layout/PageHeader';
import { CreatePageHeader, PostsPanel, SelectedPostCard, useSelectedAccount } from '@client/features/instagram';
import { BlogComposer } from './BlogComposer';

/** /create — posts of the selected account on the left; the selected post and the blog composer on the right. */
export default function CreateBlogPage() {
  const { selectedAccount } = useSelectedAccount();
  const accountId = selectedAccount?.id ?? null;
  const [selectedPost, setSelectedPost] = useState<InstagramPost | null>(null);

  // Changing the account clears the selected post (docs/product.md §4).
  const [seenAccountId, setSeenAccountId] = useState(accountId);
  if (seenAccountId !== accountId) {
    setSeenAccountId(accountId);
    setSelectedPost(null);
  }

  return (
    <PageContainer className="max-w-7xl">
      <CreatePageHeader />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <PostsPanel accountId={accountId} selectedPostId={selectedPost?.id ?? null} onSelect={setSelectedPost} />
        <div className="grid gap-6">
          {selectedPost ? <SelectedPostCard post={selectedPost} account={selectedAccount} /> : null}
          {/* Remounting on a new post or account clears the generated blog (docs/product.md §4). */}
          <BlogComposer
            key={`${accountId ?? 'none'}:${selectedPost?.id ?? 'none'}`}
            post={selectedPost}
            account={selectedAccount}
          />
        </div>
      </div>
    </PageContainer>
  );
}
