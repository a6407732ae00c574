import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { CalendarEntry } from '@common/publishing-calendar';

/**
 * Dragging a calendar item to another day with pointer events: one code path for a mouse, a pen and
 * a finger (HTML5 drag and drop never fires on touch). A press becomes a drag once it has moved a
 * few pixels; the day under the pointer is the element with `data-drop-day` there; letting go on
 * another day moves the item, Escape or a cancelled pointer leaves it. The click that ends a drag is
 * swallowed, so letting go over a link does not open it. 'Move to…' stays the keyboard's way.
 */

/** The attribute a drop target names its day with. */
export const DROP_DAY_ATTRIBUTE = 'data-drop-day';
/** How far a press moves before it is a drag, by pointer type (a finger wobbles more than a mouse). */
const THRESHOLD_PX: Record<string, number> = { mouse: 4, pen: 6, touch: 8 };

export interface PointerDrag {
  entry: CalendarEntry;
  x: number;
  y: number;
  /** The day under the pointer, if it is over one. */
  over: string | null;
}

/** The day whose drop target is under the point, if any. */
export function dayAt(x: number, y: number): string | null {
  const target = document.elementFromPoint(x, y)?.closest(`[${DROP_DAY_ATTRIBUTE}]`);
  return target?.getAttribute(DROP_DAY_ATTRIBUTE) ?? null;
}

/** Swallows the click the browser sends after a drag ends (else a link under the finger opens). */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

export function usePointerDrag(onDrop: (entry: CalendarEntry, day: string) => void) {
  const [drag, setDrag] = useState<PointerDrag | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  });
  useEffect(() => () => stopRef.current?.(), []);

  /** The item's onPointerDown: follows this pointer until it is let go. */
  const start = useCallback((entry: CalendarEntry, event: ReactPointerEvent) => {
    if (!entry.abilities.move || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    stopRef.current?.();
    const { pointerId, clientX: x0, clientY: y0 } = event;
    const threshold = THRESHOLD_PX[event.pointerType] ?? 6;
    let active = false;
    let over: string | null = null;

    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      if (!active && Math.hypot(e.clientX - x0, e.clientY - y0) < threshold) return;
      active = true;
      e.preventDefault();
      over = dayAt(e.clientX, e.clientY);
      setDrag({ entry, x: e.clientX, y: e.clientY, over });
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      const dragged = active;
      const day = dragged ? (dayAt(e.clientX, e.clientY) ?? over) : null;
      stop();
      if (!dragged) return;
      swallowNextClick();
      if (day && day !== entry.day) dropRef.current(entry, day);
    };
    const cancel = (e: PointerEvent) => {
      if (e.pointerId === pointerId) stop();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      stop();
    };
    // While a drag runs, touch must not scroll the page (the item's handle says so too: touch-none).
    const noScroll = (e: TouchEvent) => {
      if (active) e.preventDefault();
    };
    function stop() {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape, true);
      window.removeEventListener('touchmove', noScroll);
      stopRef.current = null;
      setDrag(null);
    }
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape, true);
    window.addEventListener('touchmove', noScroll, { passive: false });
    stopRef.current = stop;
  }, []);

  return { drag, start };
}
