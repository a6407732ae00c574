import { lazyEditor } from './lazy';
import type { RichTextEditorProps } from './RichTextEditor';

/** The single-user editor in its own chunk. */
export const RichTextEditor = lazyEditor<RichTextEditorProps>(() => import('./RichTextEditor'));

export type { RichTextEditorProps };
