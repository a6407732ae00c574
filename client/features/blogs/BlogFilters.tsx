import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { BlogStatusFilter } from '@common/blog-list';
import { LIST_COPY } from '@common/copy-lists';
import { LIMITS } from '@common/limits';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { lazySlot } from '@client/lib/lazy-slot';
import { useZodForm } from '@client/lib/use-zod-form';

// The platform descriptors carry their connection forms' zod schemas: not needed for the first paint.
const PlatformOptions = lazySlot(
  () => import('./platform-options'),
  (m) => m.PlatformOptions,
);

const C = LIST_COPY.blogFilters;
/** The search box's contract, with zod, loaded on first use: My Blogs' first paint goes without them. */
const searchSchema = () => import('@common/blog-list').then((m) => m.blogSearchSchema);

/** My Blogs' filters as `GET /api/blogs` takes them (common/blog-list.ts); empty ones are left out. */
export interface BlogFilterValues {
  q?: string;
  status?: BlogStatusFilter;
  platform?: string;
  from?: string;
  to?: string;
}

export const hasFilters = (f: BlogFilterValues) => Object.values(f).some((v) => v !== undefined && v !== '');

/** Search in titles and text (sent after a short pause in typing), status, platform and creation dates. */
export function BlogFilters({ value, onChange }: { value: BlogFilterValues; onChange: (v: BlogFilterValues) => void }) {
  // The search box is the form; the selects and dates apply as soon as they change.
  const form = useZodForm(searchSchema, { defaultValues: { q: value.q ?? '' } });
  const search = useWatch({ control: form.control, name: 'q' });
  useEffect(() => {
    const q = search.trim() || undefined;
    if (q === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q }), 300);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  const set = (patch: BlogFilterValues) => onChange({ ...value, ...patch });
  const orUndefined = (v: string) => v || undefined;

  return (
    <form
      role="search"
      aria-label={C.label}
      className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      onSubmit={form.handleSubmit(({ q }) => set({ q: q || undefined }))}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="blog-search">{C.search}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="blog-search"
            type="search"
            className="pl-9"
            placeholder={C.searchPlaceholder}
            maxLength={LIMITS.blogSearchMax}
            {...form.register('q')}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="blog-status">{C.status}</Label>
        <NativeSelect
          id="blog-status"
          value={value.status ?? ''}
          onChange={(e) => set({ status: orUndefined(e.target.value) as BlogStatusFilter | undefined })}
        >
          <option value="">{C.anyStatus}</option>
          <option value="draft">{C.draft}</option>
          <option value="published">{C.published}</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="blog-platform">{C.platform}</Label>
        <NativeSelect
          id="blog-platform"
          value={value.platform ?? ''}
          onChange={(e) => set({ platform: orUndefined(e.target.value) })}
        >
          <option value="">{C.anyPlatform}</option>
          <PlatformOptions />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="blog-from">{C.from}</Label>
        <Input
          id="blog-from"
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(e) => set({ from: orUndefined(e.target.value) })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="blog-to">{C.to}</Label>
        <Input
          id="blog-to"
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(e) => set({ to: orUndefined(e.target.value) })}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={!hasFilters(value) && !search}
        onClick={() => {
          form.setValue('q', '');
          onChange({});
        }}
      >
        {C.clear}
      </Button>
    </form>
  );
}
