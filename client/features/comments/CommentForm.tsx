import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMMENT_LIMITS } from '@common/comments';
import { COMMENTS_COPY } from '@common/copy-comments';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';

const C = COMMENTS_COPY;

/**
 * A comment or a reply being written: Ctrl+Enter (⌘Enter) sends, Escape cancels. The server checks
 * the same limits (common/comments.ts); its message shows under the box.
 */
export function CommentForm({
  label,
  submitLabel,
  pending,
  error,
  focusKey,
  onSubmit,
  onCancel,
}: {
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
  const [body, setBody] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), [focusKey]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (body.trim() && !pending) onSubmit(body);
  };

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Textarea
        ref={box}
        id={id}
        value={body}
        placeholder={label}
        maxLength={COMMENT_LIMITS.bodyMax}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      />
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
