import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { afterPaint } from '@client/lib/scheduling';
import { carriedFocusIntent, EditorPreview, type PreviewShape } from './EditorPreview';

/** What the preview needs of an editor's props. */
interface PreviewSource {
  value: string;
  id?: string | undefined;
  placeholder?: string | undefined;
  className?: string | undefined;
}

/**
 * An editor in its own chunk: pages load it on demand (Tiptap, and Yjs with Hocuspocus for the
 * co-editing one, stay out of the page's bundle). Meanwhile the saved content shows read-only in
 * the editor's frame at the editor's size (EditorPreview.tsx); `shape` says which bars the editor
 * draws above its text when it opens.
 */
export function lazyEditor<P extends PreviewSource>(
  load: () => Promise<{ default: ComponentType<P> }>,
  shape: (props: P) => PreviewShape,
): ComponentType<P> {
  // The editor's code is asked for once the preview is on screen, so that it is not part of the
  // page's largest paint (docs/performance.md, the editor page).
  const Impl = lazy(() => afterPaint().then(load));
  function LazyEditor(props: P) {
    const focusIntentRef = useRef(false);
    return (
      <Suspense
        fallback={
          <EditorPreview
            html={props.value}
            id={props.id}
            placeholder={props.placeholder}
            className={props.className}
            focusIntentRef={focusIntentRef}
            {...shape(props)}
          />
        }
      >
        <FocusOnReady intentRef={focusIntentRef}>
          <Impl {...props} />
        </FocusOnReady>
      </Suspense>
    );
  }
  return LazyEditor;
}

/**
 * Someone who clicked or focused the preview (or the page's first view) is put in the editor once
 * it can be typed in (the co-edited one only after its document arrives), unless they moved on to
 * something else meanwhile.
 */
function FocusOnReady({ intentRef, children }: { intentRef: RefObject<boolean>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Or in the page's first view, which the editor may replace directly (EditorPreview.tsx).
    if (!intentRef.current && !carriedFocusIntent.current) return;
    intentRef.current = false;
    carriedFocusIntent.current = false;
    let tries = 0;
    const attempt = () => {
      const active = document.activeElement;
      const movedOn = active && active !== document.body && !box.current?.contains(active);
      const target = box.current?.querySelector<HTMLElement>('[contenteditable="true"]');
      if (target && !movedOn) target.focus();
      return Boolean(target) || Boolean(movedOn) || ++tries > 200;
    };
    if (attempt()) return;
    const timer = setInterval(() => attempt() && clearInterval(timer), 50);
    return () => clearInterval(timer);
  }, [intentRef]);
  // `contents`: no box of its own, the editor's frame lays out as before.
  return (
    <div ref={box} className="contents">
      {children}
    </div>
  );
}
