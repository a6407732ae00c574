import { Camera, MousePointerClick, Sparkles } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { Card } from '@client/components/ui/card';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';

const STEPS = [
  { icon: Camera, title: 'Connect', text: 'Link your Instagram accounts to reach your photos, reels and videos.' },
  { icon: MousePointerClick, title: 'Select', text: 'Choose any post you want to turn into an article.' },
  { icon: Sparkles, title: 'Create', text: 'The AI turns the post into a structured, SEO-friendly blog post.' },
] as const;

/** / — the welcome screen. The Instagram issue adds the accounts states and the redirect. */
export default function HomePage() {
  return (
    <PageContainer>
      <PageHeader
        title={PAGE_HEADINGS.home}
        description="Turn your Instagram posts into polished, SEO-friendly blog posts with the help of AI."
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title}>
            <Card className="h-full p-6">
              <span className="grid size-11 place-items-center rounded-xl bg-accent text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold">
                <span className="mr-1.5 text-muted-foreground">{index + 1}.</span>
                {title}
              </h2>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
