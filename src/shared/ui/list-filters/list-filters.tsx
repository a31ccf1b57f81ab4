import { useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon, SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { Button } from '../button';
import { Input } from '../input';
import { Label } from '../label';
import { NativeSelect } from '../native-select';
import { cn } from '@/shared/lib/cn';
import { useTypedValue } from '@/shared/lib/typed-value';

/** A list's labelled search box; each keystroke is handed on (the caller keeps it in the URL). */
export function SearchFilter({ id, label, defaultValue, onChange }: { id: string; label: string; defaultValue: string; onChange: (value: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  // Typed while the page was still loading: the list follows it once the page is live.
  useTypedValue(field, defaultValue, onChange);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
        <Input ref={field} id={id} type="search" defaultValue={defaultValue} onChange={(event) => onChange(event.target.value)} className="pl-9" />
      </div>
    </div>
  );
}

/** A list's labelled filter among some options, with a first option that keeps every row (the empty value). */
export function SelectFilter({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
  className,
  testId,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: number | string | null | undefined;
  options: ReadonlyArray<{ id: number | string; name: string }>;
  onChange: (value: string) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A list's labelled order: one of its options is always chosen (no empty first option). */
export function SortFilter<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: ReadonlyArray<{ id: T; name: string }>; onChange: (value: T) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(options.find((option) => option.id === event.target.value)?.id ?? value)}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A list's labelled day, as an ISO date or empty; a day picked before the page was live is handed on once it is. */
export function DateFilter({ id, label, value, min, max, onChange }: { id: string; label: string; value: string; min?: string | undefined; max?: string | undefined; onChange: (value: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  useTypedValue(field, value, onChange);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input ref={field} id={id} type="date" value={value} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/**
 * A list's filters: in place on wider screens; on a phone folded behind one button that says how many are in use, so
 * the list itself starts on the first screen. The button and the panel are the same on the server and in the browser.
 */
export function FilterPanel({ label, active, children, className, testId }: { label: string; active: number; children: ReactNode; className?: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className={cn('mb-6', className)} data-testid={testId}>
      <Button type="button" variant="outline" className="mb-4 w-full justify-between sm:hidden" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((value) => !value)} data-testid="filter-toggle">
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontalIcon aria-hidden="true" className="size-4" />
          {label}
          {active > 0 ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{active}</span> : null}
        </span>
        <ChevronDownIcon aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panel} className={cn('flex flex-col gap-4', !open && 'max-sm:hidden')}>
        {children}
      </div>
    </div>
  );
}
