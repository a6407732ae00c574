import { Lightbulb } from 'lucide-react';
import { PAGE_HEADINGS } from '@common/copy';
import { PlaceholderPage } from '@client/components/layout/PlaceholderPage';

export default function WritingPromptsPage() {
  return (
    <PlaceholderPage
      title={PAGE_HEADINGS.writingPrompts}
      icon={Lightbulb}
      description="Reusable prompts to spark your next post, yours and the community's."
      note="Your writing prompts will appear here."
    />
  );
}
