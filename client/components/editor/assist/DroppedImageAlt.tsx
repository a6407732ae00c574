import type { Editor } from '@tiptap/react';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { IMAGE_COPY } from '@common/media';
import { Dialog, DialogContent, DialogTitle } from '@client/components/ui/dialog';
import { AltForm, setAlt } from '../ImagePopover';

/** A picture just dropped or pasted in: where it went, for its alt text. */
export interface DroppedImage {
  src: string;
  pos: number;
}

/**
 * The alt text of a dropped or pasted picture, asked for as 'Upload from device' asks for it (the
 * same form: Save, or Skip). Several pictures are asked for one after another.
 */
export function DroppedImageAlt({
  editor,
  image,
  onDone,
}: {
  editor: Editor;
  image: DroppedImage | null;
  onDone: () => void;
}) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => (open ? undefined : onDone())}>
      {image ? (
        <DialogContent className="max-w-sm" aria-describedby={undefined}>
          <DialogTitle>{C.altTitle}</DialogTitle>
          <AltForm
            key={`${image.src}@${image.pos}`}
            initial=""
            dismissLabel={IMAGE_COPY.skip}
            onSave={(alt) => {
              setAlt(editor, { ...image, alt: '', fresh: true }, alt);
              onDone();
            }}
            onDismiss={onDone}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
