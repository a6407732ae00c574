import type { Editor } from '@tiptap/react';
import { ImagePlus, Link2 } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
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

/** 'Link URL' with Add and 'Remove Link'; an empty URL does nothing (spec §5). */
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
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const href = url.trim();
    if (!href) return;
    if (!isAllowedHref(href)) {
      setError('Links may use http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp, or be relative.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setUrl(currentHref);
          setError(null);
        }
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label="Link"
          aria-pressed={active}
          title="Link"
          disabled={disabled}
          className={triggerClass(active)}
          onMouseDown={(e) => e.preventDefault()}
        >
          <Link2 className="size-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent>
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor={`${id}-url`}>{C.linkLabel}</Label>
          <Input
            id={`${id}-url`}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com"
            autoFocus
            aria-invalid={error ? true : undefined}
          />
          {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
          <div className="flex justify-end gap-2">
            {active ? (
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
            ) : null}
            <Button size="sm" type="submit">
              {C.add}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** 'Image URL' with Add, or a picture from the device inserted as a base64 image (size-capped). */
export function ImagePopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

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
      setError(`That picture is larger than ${Math.round((BLOG_LIMITS.dataImageMaxBytes / 1_000_000) * 10) / 10} MB.`);
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
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label="Image"
          title="Image"
          disabled={disabled}
          className={triggerClass(false)}
          onMouseDown={(e) => e.preventDefault()}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent>
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor={`${id}-src`}>{C.imageLabel}</Label>
          <Input
            id={`${id}-src`}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/photo.jpg"
            autoFocus
          />
          {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
          <div className="flex items-center justify-between gap-2">
            <label className="cursor-pointer text-xs font-medium text-primary underline-offset-4 hover:underline">
              Upload from device
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                className="sr-only"
                onChange={upload}
              />
            </label>
            <Button size="sm" type="submit">
              {C.add}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
