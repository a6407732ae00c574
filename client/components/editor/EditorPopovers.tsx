import { zodResolver } from '@hookform/resolvers/zod';
import type { Editor } from '@tiptap/react';
import { ImagePlus, Link2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BLOG_LIMITS } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { isAllowedHref, isAllowedImageSrc } from '@common/html-policy';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { cn } from '@client/lib/utils';

const C = BLOGS_COPY.editor;

/** A URL field checked with the shared HTML policy; empty is allowed (submitting it does nothing). */
const urlSchema = (allowed: (url: string) => boolean, message: string) =>
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
const IMAGE_SCHEMA = urlSchema(
  (src) => isAllowedImageSrc(src, BLOG_LIMITS.dataImageMaxBytes),
  'Use an http(s) image address or upload a PNG, JPEG, GIF or WebP picture.',
);

const triggerClass = (active: boolean) =>
  cn(
    'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-foreground/80 transition-colors',
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

interface UrlFormProps {
  fieldLabel: string;
  placeholder: string;
  initialUrl?: string;
  schema: typeof LINK_SCHEMA;
  /** Called with a valid, non-empty URL. */
  onUrl: (url: string) => void;
  /** A message from outside the field (a refused upload). */
  outsideError?: string | null;
  footerStart?: ReactNode;
  footerEnd?: ReactNode;
}

function UrlForm({
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
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { url: initialUrl } });
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

/** 'Image URL' with Add, or a picture from the device inserted as a base64 image (size-capped). */
export function ImagePopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const insert = (src: string) => {
    editor.chain().focus().setImage({ src, alt: '' }).run();
    setOpen(false);
  };

  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > BLOG_LIMITS.dataImageMaxBytes) {
      setUploadError(`That picture is larger than ${(BLOG_LIMITS.dataImageMaxBytes / 1_000_000).toFixed(1)} MB.`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      if (isAllowedImageSrc(src, BLOG_LIMITS.dataImageMaxBytes)) insert(src);
      else setUploadError('Upload a PNG, JPEG, GIF or WebP picture.');
    };
    reader.readAsDataURL(file);
  };

  return (
    <UrlPopover
      label="Image"
      icon={ImagePlus}
      disabled={disabled}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUploadError(null);
      }}
      fieldLabel={C.imageLabel}
      placeholder="https://example.com/photo.jpg"
      schema={IMAGE_SCHEMA}
      onUrl={insert}
      outsideError={uploadError}
      footerStart={
        <label className="cursor-pointer text-xs font-medium text-primary underline-offset-4 hover:underline">
          Upload from device
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={upload} />
        </label>
      }
    />
  );
}
