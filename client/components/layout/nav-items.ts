import { CalendarDays, FileText, Globe, Lightbulb, SquarePen, Users, type LucideIcon } from 'lucide-react';
import { NAV_DESTINATIONS } from '@common/copy';

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

const ICONS: Record<(typeof NAV_DESTINATIONS)[number]['href'], LucideIcon> = {
  '/create': SquarePen,
  '/my-blogs': FileText,
  '/platform-connections': Globe,
  '/writing-prompts': Lightbulb,
  '/collaborative-sessions': Users,
  '/calendar': CalendarDays,
};

/** The user-menu and mobile Navigation destinations, in the order of docs/product.md §2. */
export const NAV_ITEMS: readonly NavItem[] = NAV_DESTINATIONS.map((d) => ({ ...d, icon: ICONS[d.href] }));
