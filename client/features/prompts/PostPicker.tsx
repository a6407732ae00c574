import { format } from 'date-fns';
import { Check, Clapperboard, ImageIcon, Video } from 'lucide-react';
import { useId } from 'react';
import type { InstagramPost } from '@common/instagram';
import { PROMPTS_COPY } from '@common/copy';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';

const C = PROMPTS_COPY.form;
const TYPE_LABEL: Record<InstagramPost['type'], string> = { photo: 'Photo', reel: 'Reel', video: 'Video' };
const TYPE_ICON = { photo: ImageIcon, reel: Clapperboard, video: Video } as const;

/**
 * The post picker of an Instagram-based prompt: the selected account's posts as a scrollable list
 * of radio rows (thumbnail, type, date, caption), so a post is recognisable at 390 px too.
 */
export function PostPicker({
  posts,
  isLoading,
  value,
  onChange,
  error,
}: {
  posts: InstagramPost[] | undefined;
  isLoading: boolean;
  value: number | null;
  onChange: (postId: number) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="grid gap-1.5">
      <Label id={labelId}>{C.post}</Label>
      {isLoading ? (
        <Spinner className="mx-auto my-6 size-6" />
      ) : !posts?.length ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{C.noPosts}</p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className={cn(
            'grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-border p-1',
            error && 'border-destructive',
          )}
        >
          {posts.map((post) => {
            const selected = post.id === value;
            const Icon = TYPE_ICON[post.type];
            return (
              <button
                key={post.id}
                type="button"
                role="radio"
                aria-checked={selected}
                data-testid="prompt-post-option"
                onClick={() => onChange(post.id)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md p-1.5 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected && 'bg-accent ring-1 ring-primary',
                )}
              >
                <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
                  {post.mediaUrl ? (
                    <img src={post.mediaUrl} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <Icon className="size-3.5" aria-hidden="true" />
                    {TYPE_LABEL[post.type]} · {format(new Date(post.timestamp), 'MMM d, yyyy')}
                  </span>
                  <span className="line-clamp-2 text-sm break-words text-foreground">
                    {post.caption?.trim() || C.noCaption}
                  </span>
                </span>
                {selected ? <Check className="size-4 shrink-0 text-primary" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-[0.8125rem] text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
