import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@common/constants';
import { Logo } from '@client/components/brand/Logo';
import { cn } from '@client/lib/utils';

/**
 * Lucide's Layers, Sparkles and PenLine, inline (the same drawing and attributes): /auth's first load
 * is budgeted and three icon modules were a part of it to trim
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). Each is its SVG elements.
 */
const LAYERS = [
  <path
    key="a"
    d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z"
  />,
  <path key="b" d="M2 12a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 12" />,
  <path key="c" d="M2 17a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 17" />,
];
const SPARKLES = [
  <path
    key="a"
    d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"
  />,
  <path key="b" d="M20 2v4" />,
  <path key="c" d="M22 4h-4" />,
  <circle key="d" cx="4" cy="20" r="2" />,
];
const PEN_LINE = [
  <path key="a" d="M13 21h8" />,
  <path
    key="b"
    d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"
  />,
];

function Icon({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name} size-5`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

interface SellingPoint {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The three selling points of docs/product.md §1, in order. */
const SELLING_POINTS: readonly SellingPoint[] = [
  {
    icon: <Icon name="layers">{LAYERS}</Icon>,
    title: 'Connect multiple accounts',
    text: 'Link every Instagram account you run and switch between them in a click.',
  },
  {
    icon: <Icon name="sparkles">{SPARKLES}</Icon>,
    title: 'AI-powered blog generation',
    text: 'Turn any photo, reel or video into a structured, SEO-friendly blog post in seconds.',
  },
  {
    icon: <Icon name="pen-line">{PEN_LINE}</Icon>,
    title: 'Edit and customize your blogs',
    text: 'Polish every draft in a rich editor, refine it with the AI assistant and publish anywhere.',
  },
];

export function MarketingPanel({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="auth-marketing-heading"
      className={cn(
        'relative isolate flex flex-col overflow-hidden bg-ink-950 px-6 py-10 text-white sm:px-10 lg:px-14 lg:py-12',
        className,
      )}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-gradient opacity-90" />
      <div aria-hidden="true" className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-white/10 blur-3xl" />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-24 -z-10 size-[28rem] rounded-full bg-ink-950/40 blur-3xl"
      />

      <Logo size="lg" inverted className="hidden lg:inline-flex" />

      <div className="flex flex-1 flex-col justify-center gap-8 lg:py-12">
        <div className="max-w-md space-y-3">
          <h2
            id="auth-marketing-heading"
            className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
          >
            Your Instagram, retold as stories worth reading.
          </h2>
          <p className="text-base leading-relaxed text-white/85">
            {PRODUCT_NAME} turns the posts you already love into blog articles you can edit, polish and share.
          </p>
        </div>

        <ul className="grid max-w-md gap-5">
          {SELLING_POINTS.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25 ring-inset">
                {icon}
              </span>
              <div className="space-y-1">
                <h3 className="text-base font-semibold">{title}</h3>
                <p className="text-sm leading-relaxed text-white/85">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <p className="mt-8 hidden text-xs text-white/70 lg:block">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </section>
  );
}
