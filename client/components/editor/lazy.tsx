import { lazy, Suspense, type ComponentType } from 'react';
import { BLOGS_COPY } from '@common/copy';
import { Spinner } from '@client/components/ui/spinner';

/**
 * An editor in its own chunk: pages load it on demand, with a same-size placeholder meanwhile
 * (Tiptap, and Yjs with Hocuspocus for the co-editing one, stay out of the page's bundle).
 */
export function lazyEditor<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Impl = lazy(load);
  function LazyEditor(props: P) {
    return (
      <Suspense
        fallback={
          <div className="flex min-h-[19rem] items-center justify-center rounded-xl border border-input bg-card">
            <Spinner label={BLOGS_COPY.editor.loading} />
          </div>
        }
      >
        <Impl {...props} />
      </Suspense>
    );
  }
  return LazyEditor;
}
