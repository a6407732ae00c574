import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { BLOGS_COPY, PAGE_HEADINGS } from '@common/copy';
import type { InstagramPost } from '@common/instagram';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Card } from '@client/components/ui/card';
import { AccountSelector } from '@client/features/instagram/AccountSelector';
import { postsQueryOptions } from '@client/features/instagram/api';
import { useSelectedAccount } from '@client/features/instagram/use-selected-account';
import { cn } from '@client/lib/utils';
import { BlogComposer } from './BlogComposer';
import { formatLongDate } from './format';

/*
 * ───── TEMPORARY GLUE (issue 4) ─────────────────────────────────────────────────────────────
 * A minimal post list so the composer works on this branch. At merge the lead replaces
 * MinimalPostList (and this page's header) with the Instagram engineer's CreatePageHeader,
 * PostsPanel and SelectedPostCard; BlogComposer's props and key stay as they are.
 */
function MinimalPostList({
  accountId,
  selectedId,
  onSelect,
}: {
  accountId: number;
  selectedId: number | null;
  onSelect: (p: InstagramPost) => void;
}) {
  const posts = useQuery(postsQueryOptions(accountId));
  if (posts.isLoading) return <p className="p-4 text-sm text-muted-foreground">Loading Instagram posts...</p>;
  if (!posts.data?.length) return <p className="p-4 text-sm text-muted-foreground">No posts found</p>;
  return (
    <ul className="grid gap-2" aria-label="Instagram Posts">
      {posts.data.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            onClick={() => onSelect(p)}
            aria-pressed={p.id === selectedId}
            className={cn(
              'flex w-full gap-3 rounded-xl border p-2 text-left',
              p.id === selectedId ? 'border-primary bg-accent' : 'border-border bg-card hover:bg-muted',
            )}
          >
            {p.mediaUrl ? (
              <img
                src={p.mediaUrl}
                alt={(p.caption ?? '').slice(0, 20)}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <span className="min-w-0 text-sm">
              <span className="block text-xs text-muted-foreground">{formatLongDate(p.timestamp)}</span>
              <span className="line-clamp-2">{p.caption || 'No caption'}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
/* ───── END TEMPORARY GLUE ───── */

/** /create — the right panel is BlogComposer (this issue); the left panel comes from the Instagram issue. */
export default function CreateBlogPage() {
  const { selectedAccount } = useSelectedAccount();
  const [selected, setSelected] = useState<{ accountId: number; post: InstagramPost } | null>(null);
  const post = selected && selected.accountId === selectedAccount?.id ? selected.post : null;

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader title={PAGE_HEADINGS.create} actions={<AccountSelector />} />
      <nav className="mt-4 flex gap-4 text-sm font-semibold" aria-label="Blog pages">
        <span aria-current="page" className="border-b-2 border-primary pb-1">
          {BLOGS_COPY.tabs.create}
        </span>
        <Link href="/my-blogs" className="pb-1 text-muted-foreground hover:text-foreground">
          {BLOGS_COPY.tabs.myBlogs}
        </Link>
      </nav>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[360px_minmax(0,1fr)]">
        <Card className="p-3">
          {selectedAccount ? (
            <MinimalPostList
              accountId={selectedAccount.id}
              selectedId={post?.id ?? null}
              onSelect={(p) => setSelected({ accountId: selectedAccount.id, post: p })}
            />
          ) : (
            <p className="p-4 text-sm text-muted-foreground">Connect an Instagram account to see your posts</p>
          )}
        </Card>
        <BlogComposer
          key={`${selectedAccount?.id ?? 'none'}:${post?.id ?? 'none'}`}
          post={post}
          account={selectedAccount}
        />
      </div>
    </PageContainer>
  );
}
