import { lazyEditor } from './lazy';
import type { RichTextEditorProps } from './RichTextEditor';

/** The single-user editor in its own chunk; its toolbar shows from the start. */
export const RichTextEditor = lazyEditor<RichTextEditorProps>(
  () => import('./RichTextEditor'),
  () => ({ toolbar: true }),
);

export type { RichTextEditorProps };
