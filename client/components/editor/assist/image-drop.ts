import { Fragment, Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { dropPoint } from '@tiptap/pm/transform';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { EDITOR_ASSIST_COPY as C } from '@common/copy-editor-assist';
import { IMAGE_MESSAGES, IMAGE_UPLOAD } from '@common/media';
import { errorMessage } from '@client/lib/api';
import { uploadImage } from '../image-upload';

/**
 * Pictures dropped or pasted into the text (docs/decisions/028, 035): each file goes the way of
 * 'Upload from device' (the same checks and messages, the media library, a `/media/…` path, never
 * a `data:` URL); a placeholder holds its place meanwhile (it follows the edits made around it);
 * once stored, the picture takes the placeholder's place and its alt text is asked for.
 */
const UPLOAD_TYPES: readonly string[] = IMAGE_UPLOAD.types;

/** Why a file is refused before it is sent (the upload button's checks), or null. */
export function refusalOf(file: Pick<File, 'type' | 'size'>): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return IMAGE_MESSAGES.notAnImage;
  if (file.size > IMAGE_UPLOAD.maxBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}

interface Upload {
  id: number;
  pos: number;
  name: string;
}

type UploadMeta = { add: Upload } | { remove: number };

export const uploadsKey = new PluginKey<Upload[]>('imageUploads');

export interface DropHandlers {
  enabled: () => boolean;
  onRefused: (message: string, name: string) => void;
  /** A picture is in the text at `pos`: ask for its alt text. */
  onInserted: (src: string, pos: number) => void;
}

let nextId = 0;

function placeholder(name: string): HTMLElement {
  const el = document.createElement('span');
  el.contentEditable = 'false';
  el.setAttribute('role', 'status');
  el.setAttribute('data-testid', 'image-upload-placeholder');
  el.className =
    'my-2 flex items-center gap-2 rounded-lg border border-dashed border-border bg-muted/60 px-3 py-6 text-sm text-muted-foreground';
  const dot = document.createElement('span');
  dot.className = 'size-3 animate-pulse rounded-full bg-primary';
  dot.setAttribute('aria-hidden', 'true');
  el.append(dot, C.uploadingFile(name));
  return el;
}

/** Uploads the files one by one into the text at `pos` (the refused ones are said why). */
export async function dropFiles(view: EditorView, files: File[], pos: number, handlers: DropHandlers) {
  for (const file of files) {
    const refusal = refusalOf(file);
    if (refusal) {
      handlers.onRefused(refusal, file.name);
      continue;
    }
    const upload: Upload = { id: ++nextId, pos, name: file.name || 'picture' };
    view.dispatch(view.state.tr.setMeta(uploadsKey, { add: upload } satisfies UploadMeta));
    let src: string | null = null;
    try {
      src = (await uploadImage(file)).url;
    } catch (err) {
      handlers.onRefused(errorMessage(err), file.name);
    }
    if (view.isDestroyed) return;
    const at = uploadsKey.getState(view.state)?.find((u) => u.id === upload.id)?.pos ?? view.state.selection.from;
    const tr = view.state.tr.setMeta(uploadsKey, { remove: upload.id } satisfies UploadMeta);
    if (src) {
      const inserted = insertImage(tr, src, at);
      view.dispatch(tr);
      if (inserted !== null) {
        handlers.onInserted(src, inserted);
        pos = tr.mapping.map(inserted) + 1; // the next picture after this one
      }
    } else view.dispatch(tr);
  }
}

/** Puts an image node at the nearest place a block may go; returns where it went. */
export function insertImage(tr: Transaction, src: string, pos: number): number | null {
  const node = tr.doc.type.schema.nodes.image?.create({ src, alt: null });
  if (!node) return null;
  const at = dropPoint(tr.doc, Math.min(pos, tr.doc.content.size), new Slice(Fragment.from(node), 0, 0)) ?? pos;
  tr.insert(at, node);
  // The node is where `at` was, unless the insertion had to split a paragraph around it.
  let found: number | null = null;
  tr.doc.nodesBetween(Math.max(0, at - 2), Math.min(tr.doc.content.size, at + node.nodeSize + 2), (n, p) => {
    if (found === null && n.type.name === 'image' && n.attrs.src === src) found = p;
  });
  return found;
}

const filesOf = (data: DataTransfer | null) => (data ? [...data.files] : []);

export function imageDropPlugin(handlers: DropHandlers): Plugin<Upload[]> {
  return new Plugin<Upload[]>({
    key: uploadsKey,
    state: {
      init: () => [],
      apply(tr, prev) {
        const meta = tr.getMeta(uploadsKey) as UploadMeta | undefined;
        let next = tr.docChanged ? prev.map((u) => ({ ...u, pos: tr.mapping.map(u.pos) })) : prev;
        if (meta && 'add' in meta) next = [...next, meta.add];
        if (meta && 'remove' in meta) next = next.filter((u) => u.id !== meta.remove);
        return next;
      },
    },
    props: {
      decorations(state) {
        const uploads = uploadsKey.getState(state) ?? [];
        if (!uploads.length) return DecorationSet.empty;
        return DecorationSet.create(
          state.doc,
          uploads.map((u) => Decoration.widget(u.pos, () => placeholder(u.name), { key: `upload-${u.id}`, side: -1 })),
        );
      },
      handleDrop(view, event, _slice, moved) {
        const files = moved ? [] : filesOf(event.dataTransfer);
        if (!files.length) return false;
        event.preventDefault(); // never the browser opening the file
        if (!handlers.enabled()) return true;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        void dropFiles(view, files, at, handlers);
        return true;
      },
      handlePaste(view, event) {
        const files = filesOf(event.clipboardData);
        // Text copied with pictures in it (a document) is pasted as text; a copied picture is a file.
        if (!files.length || event.clipboardData?.getData('text/plain').trim()) return false;
        event.preventDefault();
        if (!handlers.enabled()) return true;
        void dropFiles(view, files, view.state.selection.from, handlers);
        return true;
      },
    },
  });
}
