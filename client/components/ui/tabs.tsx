import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@client/lib/utils';

/**
 * Tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"): a tablist of buttons, each
 * controlling a tabpanel; ←/→ move between tabs and select them, Home/End go to the first/last; only
 * the selected tab is in the Tab order, and its panel follows it. The inactive panels stay in the
 * page, empty and hidden, so every `aria-controls` names an element that exists.
 *
 * Our own rather than Radix's: the sign-in page is the first thing most visitors load, and Radix's
 * tabs with their roving-focus, collection and presence packages were ~10 KB of its gzipped
 * JavaScript (docs/performance.md, "/auth first load").
 */
interface TabsContextValue {
  value: string;
  select(value: string): void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      if (next !== current) onValueChange?.(next);
    },
    [value, current, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !NAVIGATION_KEYS.has(event.key)) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0 || !tabs.length) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (at + step + tabs.length) % tabs.length;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-11 w-full items-center rounded-xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap',
        'transition-[color,background-color,box-shadow] duration-150 hover:text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-muted',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={cn('flex-1 focus-visible:outline-none data-[state=active]:animate-fade-in', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
