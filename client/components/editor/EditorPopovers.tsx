import type { Editor } from '@tiptap/react';
import { ImagePlus, Link2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { BLOG_LIMITS } from '@common/blogs';
import { BLOGS_COPY } from '@common/copy';
import { isAllowedHref, isAllowedImageSrc } from '@common/html-policy';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { cn } from '@client/lib/utils';

const C = BLOGS_COPY.editor;

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
  fieldLabel,
  placeholder,
  url,
  onUrlChange,
  error,
  onSubmit,
  footerStart,
  footerEnd,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fieldLabel: string;
  placeholder: string;
  url: string;
  onUrlChange: (url: string) => void;
  error: string | null;
  onSubmit: (e: FormEvent) => void;
  footerStart?: ReactNode;
  footerEnd?: ReactNode;
}) {
  const id = useId();
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
      <PopoverContent>
        <form onSubmit={onSubmit} className="grid gap-2">
          <Label htmlFor={`${id}-url`}>{fieldLabel}</Label>
          <Input
            id={`${id}-url`}
            value={url}
            onChange={(e) => onUrlChange(e.target.value)}
            placeholder={placeholder}
            autoFocus
            aria-invalid={error ? true : undefined}
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
      </PopoverContent>
    </Popover>
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = url.trim();
    if (!href) return;
    if (!isAllowedHref(href)) {
      setError('Links may use http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp, or be relative.');
      return;
    }
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
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setUrl(currentHref);
          setError(null);
        }
      }}
      fieldLabel={C.linkLabel}
      placeholder="https://example.com"
      url={url}
      onUrlChange={setUrl}
      error={error}
      onSubmit={submit}
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
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const insert = (src: string) => {
    editor.chain().focus().setImage({ src, alt: '' }).run();
    setOpen(false);
    setUrl('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const src = url.trim();
    if (!src) return;
    if (!isAllowedImageSrc(src, BLOG_LIMITS.dataImageMaxBytes)) {
      setError('Use an http(s) image address or upload a PNG, JPEG, GIF or WebP picture.');
      return;
    }
    insert(src);
  };

  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > BLOG_LIMITS.dataImageMaxBytes) {
      setError(`That picture is larger than ${(BLOG_LIMITS.dataImageMaxBytes / 1_000_000).toFixed(1)} MB.`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      if (isAllowedImageSrc(src, BLOG_LIMITS.dataImageMaxBytes)) insert(src);
      else setError('Upload a PNG, JPEG, GIF or WebP picture.');
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
        if (next) setError(null);
      }}
      fieldLabel={C.imageLabel}
      placeholder="https://example.com/photo.jpg"
      url={url}
      onUrlChange={setUrl}
      error={error}
      onSubmit={submit}
      footerStart={
        <label className="cursor-pointer text-xs font-medium text-primary underline-offset-4 hover:underline">
          Upload from device
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={upload} />
        </label>
      }
    />
  );
}
