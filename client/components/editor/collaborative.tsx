import { lazyEditor } from './lazy';
import type { CollaborativeEditorProps } from './CollaborativeEditor';

/** The co-editing editor in its own chunk (Yjs and Hocuspocus load only for shared blogs). */
export const CollaborativeEditor = lazyEditor<CollaborativeEditorProps>(() => import('./CollaborativeEditor'));

export type { CollaborativeEditorProps };
