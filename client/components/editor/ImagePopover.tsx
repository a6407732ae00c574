import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { BLOGS_COPY } from '@common/copy';
import { isAllowedImageSrc } from '@common/html-policy';
import { IMAGE_COPY, IMAGE_MESSAGES, IMAGE_UPLOAD } from '@common/media';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { triggerClass, UrlForm, urlSchema } from './EditorPopovers';
import { uploadImage } from './image-upload';

/** An address or a stored picture's path; never a `data:` URL (docs/decisions/028). */
const IMAGE_SCHEMA = urlSchema((src) => isAllowedImageSrc(src, 0), IMAGE_COPY.urlInvalid);
const ALT_SCHEMA = z.object({ alt: z.string().trim().max(IMAGE_UPLOAD.altMax, IMAGE_COPY.altTooLong) });
const UPLOAD_TYPES: readonly string[] = IMAGE_UPLOAD.types;

/** The picture the alt step is about: its src and where it was (co-editors may move it meanwhile). */
export interface ImageTarget {
  src: string;
  pos: number;
  alt: string;
  /** Just inserted: the step offers Skip rather than Cancel. */
  fresh: boolean;
}

/** The image node with `src` nearest to `near`, or null. */
function findImage(editor: Editor, src: string, near: number): number | null {
  let best: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (
      node.type.name === 'image' &&
      node.attrs.src === src &&
      (best === null || Math.abs(pos - near) < Math.abs(best - near))
    )
      best = pos;
  });
  return best;
}

export function setAlt(editor: Editor, target: ImageTarget, alt: string) {
  const pos = findImage(editor, target.src, target.pos);
  const node = pos === null ? null : editor.state.doc.nodeAt(pos);
  if (pos === null || !node) return;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt: alt || null }));
  editor.commands.focus();
}

/**
 * The toolbar's image button: 'Image URL' with Add, or 'Upload from device' (the picture goes to
 * the media library and its `/media/…` path into the content); then the picture's alt text. With
 * a picture selected, the same button edits that picture's alt text.
 */
export function ImagePopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<ImageTarget | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const selected = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const sel = e.state.selection;
      if (!(sel instanceof NodeSelection) || sel.node.type.name !== 'image') return null;
      return { src: String(sel.node.attrs.src ?? ''), pos: sel.from, alt: String(sel.node.attrs.alt ?? '') };
    },
  });

  const openChange = (next: boolean) => {
    if (uploading && !next) return; // the picture is on its way: its alt step comes next
    setOpen(next);
    setUploadError(null);
    setTarget(next && selected ? { ...selected, fresh: false } : null);
  };

  const insert = (src: string) => {
    // Not focusing the editor: that would close the popover before its alt text step.
    editor.chain().setImage({ src, alt: '' }).run();
    const pos = findImage(editor, src, editor.state.selection.from);
    if (pos === null) return setOpen(false);
    setTarget({ src, pos, alt: '', fresh: true });
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!UPLOAD_TYPES.includes(file.type)) return setUploadError(IMAGE_MESSAGES.notAnImage);
    if (file.size > IMAGE_UPLOAD.maxBytes) return setUploadError(IMAGE_MESSAGES.tooLarge);
    setUploadError(null);
    setUploading(true);
    try {
      insert((await uploadImage(file)).url);
    } catch (err) {
      setUploadError(errorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  const label = selected ? IMAGE_COPY.editAlt : 'Image';
  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-pressed={Boolean(selected)}
          title={label}
          disabled={disabled}
          className={triggerClass(Boolean(selected))}
          onMouseDown={(e) => e.preventDefault()}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={target ? IMAGE_COPY.altLabel : label}>
        {target ? (
          <AltForm
            key={`${target.src}@${target.pos}`}
            initial={target.alt}
            dismissLabel={target.fresh ? IMAGE_COPY.skip : IMAGE_COPY.cancel}
            onSave={(alt) => {
              setAlt(editor, target, alt);
              openChange(false);
            }}
            onDismiss={() => openChange(false)}
          />
        ) : (
          <UrlForm
            fieldLabel={BLOGS_COPY.editor.imageLabel}
            placeholder="https://example.com/photo.jpg"
            schema={IMAGE_SCHEMA}
            onUrl={insert}
            outsideError={uploadError}
            footerStart={
              uploading ? (
                <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Spinner className="size-3.5" label={IMAGE_COPY.uploading} />
                  <span aria-hidden="true">{IMAGE_COPY.uploading}</span>
                </span>
              ) : (
                <label className="cursor-pointer text-xs font-medium text-primary underline-offset-4 focus-within:underline hover:underline">
                  {IMAGE_COPY.upload}
                  <input
                    type="file"
                    accept={IMAGE_UPLOAD.types.join(',')}
                    className="sr-only"
                    onChange={(e) => void upload(e)}
                  />
                </label>
              )
            }
          />
        )}
      </PopoverContent>
    </Popover>
  );
}

/** The alt text of one picture: Save (empty: none), or Skip / Cancel. */
export function AltForm({
  initial,
  dismissLabel,
  onSave,
  onDismiss,
}: {
  initial: string;
  dismissLabel: string;
  onSave: (alt: string) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  const form = useZodForm(ALT_SCHEMA, { defaultValues: { alt: initial } });
  const error = form.formState.errors.alt?.message;
  const submit = form.handleSubmit(({ alt }) => onSave(alt));
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(e) => {
        e.stopPropagation(); // portalled, but React bubbles the submit to the editor page's form
        void submit(e);
      }}
    >
      <Label htmlFor={`${id}-alt`}>{IMAGE_COPY.altLabel}</Label>
      <Input
        id={`${id}-alt`}
        autoFocus
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        {...form.register('alt')}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {IMAGE_COPY.altHint}
      </p>
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" type="button" onClick={onDismiss}>
          {dismissLabel}
        </Button>
        <Button size="sm" type="submit">
          {IMAGE_COPY.save}
        </Button>
      </div>
    </form>
  );
}
