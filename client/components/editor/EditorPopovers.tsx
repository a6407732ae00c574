import type { Editor } from '@tiptap/react';
import { Link2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { BLOGS_COPY } from '@common/copy';
import { isAllowedHref } from '@common/html-policy';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { cn } from '@client/lib/utils';
import { useZodForm } from '@client/lib/use-zod-form';
import { TOOLBAR_BUTTON_CLASS } from './frame';

const C = BLOGS_COPY.editor;

/** A URL field checked with the shared HTML policy; empty is allowed (submitting it does nothing). */
export const urlSchema = (allowed: (url: string) => boolean, message: string) =>
  z.object({
    url: z
      .string()
      .trim()
      .refine((url) => !url || allowed(url), message),
  });
const LINK_SCHEMA = urlSchema(
  isAllowedHref,
  'Links may use http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp, or be relative.',
);

export const triggerClass = (active: boolean) =>
  cn(
    TOOLBAR_BUTTON_CLASS,
    'text-foreground/80 transition-colors',
    'hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    'disabled:pointer-events-none disabled:opacity-40',
    active && 'bg-accent text-primary',
  );

/** A toolbar button opening a one-field URL form: shared by the link and image popovers. */
function UrlPopover({
  label,
  icon: Icon,
  active = false,
  disabled,
  open,
  onOpenChange,
  ...form
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & UrlFormProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-pressed={active}
          title={label}
          disabled={disabled}
          className={triggerClass(active)}
          onMouseDown={(e) => e.preventDefault()}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      {/* The content unmounts when closed: the form starts afresh each time. */}
      <PopoverContent>
        <UrlForm {...form} />
      </PopoverContent>
    </Popover>
  );
}

export interface UrlFormProps {
  fieldLabel: string;
  placeholder: string;
  initialUrl?: string;
  schema: ReturnType<typeof urlSchema>;
  /** Called with a valid, non-empty URL. */
  onUrl: (url: string) => void;
  /** A message from outside the field (a refused upload). */
  outsideError?: string | null;
  footerStart?: ReactNode;
  footerEnd?: ReactNode;
}

export function UrlForm({
  fieldLabel,
  placeholder,
  initialUrl = '',
  schema,
  onUrl,
  outsideError,
  footerStart,
  footerEnd,
}: UrlFormProps) {
  const id = useId();
  const form = useZodForm(schema, { defaultValues: { url: initialUrl } });
  const error = form.formState.errors.url?.message ?? outsideError;
  const submit = form.handleSubmit(({ url }) => {
    if (url) onUrl(url);
  });
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(e) => {
        // The popover is portalled, but React still bubbles its submit to the editor page's form.
        e.stopPropagation();
        void submit(e);
      }}
    >
      <Label htmlFor={`${id}-url`}>{fieldLabel}</Label>
      <Input
        id={`${id}-url`}
        placeholder={placeholder}
        autoFocus
        aria-invalid={error ? true : undefined}
        {...form.register('url')}
      />
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
      <div className="flex items-center justify-between gap-2">
        <div>{footerStart}</div>
        <div className="flex gap-2">
          {footerEnd}
          <Button size="sm" type="submit">
            {C.add}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** 'Link URL' with Add and 'Remove Link'; an empty URL does nothing (docs/product.md §5). */
export function LinkPopover({
  editor,
  active,
  currentHref,
  disabled,
}: {
  editor: Editor;
  active: boolean;
  currentHref: string;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);

  const addLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    setOpen(false);
  };

  return (
    <UrlPopover
      label="Link"
      icon={Link2}
      active={active}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
      fieldLabel={C.linkLabel}
      placeholder="https://example.com"
      initialUrl={currentHref}
      schema={LINK_SCHEMA}
      onUrl={addLink}
      footerEnd={
        active ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              setOpen(false);
            }}
          >
            {C.removeLink}
          </Button>
        ) : null
      }
    />
  );
}
