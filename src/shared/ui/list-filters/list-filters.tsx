import { useRef } from 'react';
import { SearchIcon } from 'lucide-react';
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
