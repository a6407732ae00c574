import { lazy, Suspense } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { Spinner } from '@client/components/ui/spinner';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditorImpl = lazy(() => import('./RichTextEditor'));

/** The editor in its own chunk: pages load it on demand, with a same-size placeholder meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[19rem] items-center justify-center rounded-xl border border-input bg-card">
          <Spinner label={BLOGS_COPY.editor.loading} />
        </div>
      }
    >
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}

export type { RichTextEditorProps };
