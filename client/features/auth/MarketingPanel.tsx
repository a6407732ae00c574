import { Layers, PenLine, Sparkles, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { Logo } from '@client/components/brand/Logo';
import { cn } from '@client/lib/utils';

interface SellingPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The three selling points of docs/product.md §1, in order. */
const SELLING_POINTS: readonly SellingPoint[] = [
  {
    icon: Layers,
    title: 'Connect multiple accounts',
    text: 'Link every Instagram account you run and switch between them in a click.',
  },
  {
    icon: Sparkles,
    title: 'AI-powered blog generation',
    text: 'Turn any photo, reel or video into a structured, SEO-friendly blog post in seconds.',
  },
  {
    icon: PenLine,
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
          {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25 ring-inset">
                <Icon className="size-5" aria-hidden="true" />
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
