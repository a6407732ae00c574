import { useState } from 'react';
import { ExternalLink, Heart, Layers, MessageCircle, Play } from 'lucide-react';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import { INSTAGRAM_COPY } from '@common/copy';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { postAlt, postDate } from './PostsPanel';

const S = INSTAGRAM_COPY.selected;

/**
 * The selected-post card (docs/product.md §2): image, @handle, 'MMMM d, yyyy' date, caption (or 'No caption'),
 * hashtags, likes and comments; carousels show their slides. Without a post the composer's empty
 * state speaks for both, so this card is shown only with one.
 */
export function SelectedPostCard({
  post,
  account,
  className,
}: {
  post: InstagramPost;
  account: Pick<InstagramAccount, 'username' | 'isSandbox'> | null;
  className?: string;
}) {
  const [slide, setSlide] = useState(0);
  const [seenPost, setSeenPost] = useState(post.id);
  if (seenPost !== post.id) {
    setSeenPost(post.id);
    setSlide(0);
  }

  const slides = post.slides.length > 1 ? post.slides : [];
  const shown = slides[slide]?.mediaUrl ?? post.mediaUrl;
  const moving = slides.length ? slides[slide]?.type === 'video' : post.type !== 'photo';

  return (
    <Card className={cn('overflow-hidden', className)} data-testid="selected-post">
      <div className="flex flex-col sm:flex-row">
        <div className="relative aspect-[4/3] w-full shrink-0 bg-muted sm:aspect-square sm:w-64">
          {shown ? <img src={shown} alt={postAlt(post)} className="absolute inset-0 size-full object-cover" /> : null}
          {moving ? (
            <span className="absolute top-2 left-2 flex items-center gap-1 rounded-md bg-ink-950/70 px-1.5 py-0.5 text-xs font-medium text-white">
              <Play className="size-3 fill-current" aria-hidden="true" />
              {post.type === 'reel' ? 'Reel' : 'Video'}
            </span>
          ) : null}
          {slides.length ? (
            <span className="absolute top-2 right-2 flex items-center gap-1 rounded-md bg-ink-950/70 px-1.5 py-0.5 text-xs font-semibold text-white">
              <Layers className="size-3" aria-hidden="true" />
              {slide + 1}/{slides.length}
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3 p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">@{account?.username ?? ''}</p>
            <time dateTime={post.timestamp} className="text-sm text-muted-foreground">
              {postDate(post.timestamp)}
            </time>
          </div>
          <p
            className={cn('text-sm whitespace-pre-line wrap-anywhere', !post.caption && 'text-muted-foreground italic')}
          >
            {post.caption || INSTAGRAM_COPY.posts.noCaption}
          </p>
          {post.hashtags.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Hashtags">
              {post.hashtags.map((tag) => (
                <li key={tag} className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Heart className="size-4" aria-hidden="true" />
              {post.likes.toLocaleString('en')} likes
            </span>
            <span className="flex items-center gap-1">
              <MessageCircle className="size-4" aria-hidden="true" />
              {post.comments.toLocaleString('en')} comments
            </span>
            {post.permalink && !account?.isSandbox ? (
              <a
                href={post.permalink}
                target="_blank"
                rel="noreferrer noopener"
                className="flex items-center gap-1 text-primary hover:underline"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {S.viewOnInstagram}
              </a>
            ) : null}
          </div>
          {slides.length ? (
            <ul className="flex gap-1.5 overflow-x-auto pt-1" aria-label="Carousel slides">
              {slides.map((s, i) => (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => setSlide(i)}
                    aria-label={`Slide ${i + 1}${s.type === 'video' ? ' (video)' : ''}`}
                    aria-pressed={i === slide}
                    className={cn(
                      'relative block size-12 overflow-hidden rounded-md border-2 bg-muted',
                      i === slide ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                    )}
                  >
                    {s.mediaUrl ? <img src={s.mediaUrl} alt="" className="size-full object-cover" /> : null}
                    {s.type === 'video' ? (
                      <Play className="absolute inset-0 m-auto size-4 fill-white text-white" aria-hidden="true" />
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
