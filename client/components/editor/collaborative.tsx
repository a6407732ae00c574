import { lazyEditor } from './lazy';
import type { CollaborativeEditorProps } from './CollaborativeEditor';

/**
 * The co-editing editor in its own chunk (Yjs and Hocuspocus load only for shared blogs). It opens
 * with the status line, and for a writer the toolbar and the Editing / Suggesting switch.
 */
export const CollaborativeEditor = lazyEditor<CollaborativeEditorProps>(
  () => import('./CollaborativeEditor'),
  ({ editable, comments }) => ({
    toolbar: editable,
    status: editable ? {} : { note: comments?.onComment ? 'commentOnly' : 'readOnly' },
    modeSwitch: editable,
  }),
);

export type { CollaborativeEditorProps };
