import { CalendarDays, CheckCircle2, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { BlogSummary } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { can } from '@client/lib/abilities';
import { lazySlot } from '@client/lib/lazy-slot';
import { formatLongDate } from './format';
import { RevisionCardAction } from './revisions';

const C = BLOGS_COPY.myBlogs;

// The confirmation dialog (Radix Dialog, the blogs API and its zod contracts) loads on first use.
const DeleteBlogDialog = lazySlot(
  () => import('./DeleteBlogDialog'),
  (m) => m.DeleteBlogDialog,
);

/** A disabled button inside a focusable wrapper, so its tooltip still opens on hover and focus. */
function Locked({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="inline-flex rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {children}
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/**
 * One card of the My Blogs grid (docs/product.md §2): image, category, date, 'Published' badge, title
 * (2 lines), preview (3 lines), first 3 tags + '+N more', Edit / Delete / Publish.
 * `publishSlot` holds the publishing feature's PublishButton (mounted by MyBlogsPage). Whether Edit
 * and Delete are offered is the blog's abilities (the server locks a published blog), not a rule here.
 */
export function BlogCard({
  blog,
  publishSlot,
  statusSlot,
}: {
  blog: BlogSummary;
  publishSlot?: ReactNode;
  /** The publishing feature's per-destination states (pending, scheduled, draft, failed, partly published). */
  statusSlot?: ReactNode;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Mounted from the first 'Delete' on, and kept, so that closing still animates and returns focus.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const date = formatLongDate(blog.createdAt) ?? C.unknownDate;
  const shown = blog.tags.slice(0, 3);
  const more = blog.tags.length - shown.length;
  const canEdit = can(blog, 'update');
  const canDelete = can(blog, 'delete');

  const edit = canEdit ? (
    <Button variant="outline" size="sm" asChild>
      <Link href={`/edit-blog/${blog.id}`} aria-label={`${C.edit} “${blog.title}”`}>
        <Pencil aria-hidden="true" />
        {C.edit}
      </Link>
    </Button>
  ) : (
    <Locked reason={C.editLocked}>
      <Button variant="outline" size="sm" disabled aria-label={`${C.edit} “${blog.title}”`}>
        <Pencil aria-hidden="true" />
        {C.edit}
      </Button>
    </Locked>
  );

  const del = (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive-soft hover:text-destructive"
      disabled={!canDelete}
      onClick={() => {
        setDeleteAsked(true);
        setConfirmDelete(true);
      }}
      aria-label={`${C.delete} “${blog.title}”`}
    >
      <Trash2 aria-hidden="true" />
      {C.delete}
    </Button>
  );

  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="blog-card">
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-muted">
        {blog.featuredImage && !imageFailed ? (
          <img
            src={blog.featuredImage}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="grid size-full place-items-center bg-gradient-to-br from-accent to-secondary text-primary/40">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
        {blog.isPublished ? (
          <span
            data-testid="published-badge"
            className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-success px-2.5 py-1 text-xs font-semibold text-white shadow-sm"
          >
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {C.published}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className="max-w-full truncate rounded-full bg-accent px-2.5 py-1 font-semibold text-accent-foreground">
            {blog.category || C.uncategorized}
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            {date}
          </span>
        </div>
        <h2 className="line-clamp-2 text-lg leading-snug font-semibold text-foreground wrap-anywhere">{blog.title}</h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground wrap-anywhere">{blog.preview}</p>
        {shown.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li
                key={tag}
                className="max-w-full truncate rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
              >
                #{tag}
              </li>
            ))}
            {more > 0 ? <li className="px-1 py-0.5 text-xs text-muted-foreground">{C.moreTags(more)}</li> : null}
          </ul>
        ) : null}
        {statusSlot}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
          {edit}
          <RevisionCardAction blog={blog} />
          {canDelete ? del : <Locked reason={C.deleteLocked}>{del}</Locked>}
          <div className="ml-auto" data-slot="publish">
            {publishSlot}
          </div>
        </div>
      </div>
      {deleteAsked ? <DeleteBlogDialog blogId={blog.id} open={confirmDelete} onOpenChange={setConfirmDelete} /> : null}
    </Card>
  );
}
