import { useEffect, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { COMMENT_LIMITS } from '@common/comments';
import { COMMENTS_COPY } from '@common/copy-comments';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useZodForm } from '@client/lib/use-zod-form';
import { cn } from '@client/lib/utils';
import { useMentions } from './use-mentions';

const C = COMMENTS_COPY;
/** The box's text as typed (the server trims it and checks it: its message shows under the box). */
const commentFormSchema = z.object({ body: z.string().max(COMMENT_LIMITS.bodyMax) });

/**
 * A comment or a reply being written: Ctrl+Enter (⌘Enter) sends, Escape cancels, `@` offers the
 * blog's people to mention (a list under the box: ↑/↓, Enter or Tab, Escape). The server checks the same
 * limits (common/comments.ts); its message shows under the box.
 */
export function CommentForm({
  blogId,
  label,
  submitLabel,
  pending,
  error,
  focusKey,
  onSubmit,
  onCancel,
}: {
  blogId: number;
  label: string;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  /** Changes whenever the box should take the focus. */
  focusKey: unknown;
  onSubmit: (body: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useZodForm(commentFormSchema, { defaultValues: { body: '' } });
  const { field } = useController({ control: form.control, name: 'body' });
  const body = field.value;
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), [focusKey]);
  const mentions = useMentions(blogId, box, field.onChange);
  const listId = `${id}-people`;
  const submit = form.handleSubmit((values) => {
    if (values.body.trim() && !pending) onSubmit(values.body);
  });

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <Textarea
          ref={box}
          id={id}
          value={body}
          placeholder={label}
          maxLength={COMMENT_LIMITS.bodyMax}
          rows={3}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={mentions.open ? `${listId}-${mentions.active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            field.onChange(e.target.value);
            mentions.track(e.target.value, e.target.selectionStart);
          }}
          onSelect={(e) => mentions.track(e.currentTarget.value, e.currentTarget.selectionStart)}
          onBlur={() => mentions.track('', 0)}
          onKeyDown={(e) => {
            if (mentions.onKeyDown(e)) return;
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="People to mention"
          hidden={!mentions.open}
          className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-60 overflow-y-auto rounded-lg border border-border bg-popover p-1 shadow-pop"
        >
          {mentions.matches.map((p, i) => (
            <li
              key={p.username}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === mentions.active}
              className={cn(
                'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                i === mentions.active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
              // Before the box's blur: the pick lands in the box.
              onMouseDown={(e) => {
                e.preventDefault();
                mentions.pick(p);
              }}
            >
              <span className="font-medium">{p.name}</span> <span className="text-muted-foreground">@{p.username}</span>
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-[0.8125rem] font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {C.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={pending || !body.trim()}>
          {pending ? C.posting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
