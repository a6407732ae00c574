import { formatDistanceToNow } from 'date-fns';
import { useEffect, useState } from 'react';

/** One clock per page, ticking every 30 s, so relative times ('5 minutes ago') stay current. */
let now = Date.now();
const subscribers = new Set<(t: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function useNow(): number {
  const [t, setT] = useState(now);
  useEffect(() => {
    subscribers.add(setT);
    timer ??= setInterval(() => {
      now = Date.now();
      for (const s of subscribers) s(now);
    }, 30_000);
    return () => {
      subscribers.delete(setT);
      if (!subscribers.size && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
  return t;
}

/** '3 minutes ago', refreshed as time passes; the exact time is in the tooltip and <time>. */
export function RelativeTime({ iso, prefix, className }: { iso: string; prefix?: string; className?: string }) {
  useNow();
  const date = new Date(iso);
  const text = formatDistanceToNow(date, { addSuffix: true });
  return (
    <time dateTime={iso} title={date.toLocaleString()} className={className}>
      {prefix ? `${prefix} ${text}` : text}
    </time>
  );
}
