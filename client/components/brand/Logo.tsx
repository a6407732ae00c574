import { Feather } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { cn } from '@client/lib/utils';

const sizes = {
  sm: { box: 'size-8 rounded-lg', icon: 'size-4', text: 'text-lg' },
  md: { box: 'size-9 rounded-xl', icon: 'size-5', text: 'text-xl' },
  lg: { box: 'size-11 rounded-xl', icon: 'size-6', text: 'text-2xl' },
} as const;

type LogoProps = {
  size?: keyof typeof sizes;
  /** Show the product name next to the mark. */
  withName?: boolean;
  /** Light text for dark backgrounds (the auth marketing panel). */
  inverted?: boolean;
  className?: string;
};

/** The Inkgram mark: a quill on the violet → rose ink gradient, with the product name. */
export function Logo({ size = 'md', withName = true, inverted = false, className }: LogoProps) {
  const s = sizes[size];
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'grid place-items-center text-white shadow-sm ring-1 ring-inset',
          inverted ? 'bg-white/15 ring-white/30' : 'bg-brand-gradient ring-white/20',
          s.box,
        )}
      >
        <Feather className={s.icon} strokeWidth={2.25} />
      </span>
      {withName ? (
        <span className={cn('font-bold tracking-tight', s.text, inverted ? 'text-white' : 'text-foreground')}>
          {PRODUCT_NAME}
        </span>
      ) : (
        <span className="sr-only">{PRODUCT_NAME}</span>
      )}
    </span>
  );
}
