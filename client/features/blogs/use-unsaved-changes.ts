import { useEffect } from 'react';
import { BLOGS_COPY } from '@common/copy';

/**
 * Unsaved changes are not lost silently: the browser asks before a reload or tab close, and an
 * in-app link click asks for confirmation first.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || e.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (link.closest('[contenteditable="true"]')) return;
      if (!window.confirm(BLOGS_COPY.edit.unsaved)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
