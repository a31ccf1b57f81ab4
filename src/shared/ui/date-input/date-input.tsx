import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { addDays, formatTypedDate, monthGrid, parseTypedDate, todayIso, typedDatePattern, type DateLocale } from '@/shared/lib/dates';
import { Button } from '../button';
import { Input } from '../input';
import { dateFormat } from '@/shared/lib/intl';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'>;

export interface DateInputProps extends InputProps {
  /** ISO date (2026-12-31), or empty. */
  value: string | null;
  /**
   * The ISO date typed or picked; `empty` when the field is cleared; the text as typed when it is no real date
   * (so the form's own check refuses it and says so).
   */
  onChange: (value: string | null) => void;
  /** What an empty field is worth to the form: '' or null. */
  empty?: '' | null;
  /** The calendar's year range. */
  fromYear?: number;
  toYear?: number;
}

const pageLocale = (language: string): DateLocale => (language === 'en' ? 'en' : 'es');

/**
 * The one date field: typed in the page's own way (dd/mm/aaaa in Spanish, mm/dd/yyyy in English) or picked from
 * a calendar, always handed to the form as ISO.
 */
export function DateInput({ value, onChange, empty = '', fromYear, toYear, className, onBlur, ref, disabled, ...input }: DateInputProps) {
  const { t, i18n } = useTranslation('common');
  const locale = pageLocale(i18n.language);
  const [text, setText] = useState(() => (value ? formatTypedDate(value, locale) : ''));
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a reset, a pick, a language switch) shows in the page's format.
  useEffect(() => {
    setText((current) => {
      if (!value) return parseTypedDate(current, locale) === null && current.trim() !== '' ? current : '';
      return parseTypedDate(current, locale) === value ? current : formatTypedDate(value, locale);
    });
  }, [value, locale]);

  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange(empty);
    onChange(parseTypedDate(next, locale) ?? next);
  };
  const pick = (iso: string) => {
    setText(formatTypedDate(iso, locale));
    onChange(iso);
    setOpen(false);
    inputRef.current?.focus();
  };
  const year = new Date().getFullYear();
  return (
    <div className={cn('flex gap-2', className)} data-slot="date-input">
      <Input
        {...input}
        ref={(element) => {
          inputRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        inputMode="numeric"
        autoComplete={input.autoComplete ?? 'off'}
        placeholder={typedDatePattern(locale)}
        value={text}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          const iso = parseTypedDate(text, locale);
          if (iso) setText(formatTypedDate(iso, locale));
          onBlur?.(event);
        }}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button type="button" variant="outline" size="icon" disabled={disabled} aria-label={t('dateField.open')} data-testid="date-picker-open">
            <CalendarIcon aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={6} className="z-50 rounded-lg border bg-popover p-3 text-popover-foreground shadow-md outline-none">
            <Calendar
              selected={parseTypedDate(text, locale) ?? value ?? null}
              locale={locale}
              fromYear={fromYear ?? year - 100}
              toYear={toYear ?? year + 10}
              onPick={pick}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

interface CalendarProps {
  selected: string | null;
  locale: DateLocale;
  fromYear: number;
  toYear: number;
  onPick: (iso: string) => void;
}

/** A month of days as a grid: arrows move a day or a week, Enter or a click picks, the selects jump far. */
function Calendar({ selected, locale, fromYear, toYear, onPick }: CalendarProps) {
  const { t } = useTranslation('common');
  const today = todayIso();
  const [focused, setFocused] = useState(selected && /^\d{4}-\d{2}-\d{2}$/.test(selected) ? selected : today);
  const [yearText, monthText] = focused.split('-');
  const shown = { year: Number(yearText), month: Number(monthText) };
  const grid = monthGrid(shown.year, shown.month, locale);
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (days: number) => {
    moved.current = true;
    setFocused((current) => addDays(current, days));
  };
  const setMonth = (year: number, month: number) => {
    moved.current = false;
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const day = Math.min(Number(focused.split('-')[2]), lastDay);
    setFocused(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  };
  const onKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(step);
  };
  const monthNames = Array.from({ length: 12 }, (_, index) => dateFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 1))));
  const weekdays = (grid[1] ?? []).map((iso) => dateFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${iso ?? '2026-01-05'}T12:00:00Z`)));
  const longDate = dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const selectClass = 'h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, index) => toYear - index);
  const previous = shown.month === 1 ? { year: shown.year - 1, month: 12 } : { year: shown.year, month: shown.month - 1 };
  const next = shown.month === 12 ? { year: shown.year + 1, month: 1 } : { year: shown.year, month: shown.month + 1 };
  return (
    <div className="flex flex-col gap-2" data-testid="date-picker">
      <div className="flex items-center justify-between gap-1">
        <Button type="button" variant="ghost" size="icon" aria-label={t('dateField.previousMonth')} onClick={() => setMonth(previous.year, previous.month)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <div className="flex gap-1" id={captionId}>
          <select aria-label={t('dateField.month')} className={selectClass} value={shown.month} onChange={(event) => setMonth(shown.year, Number(event.target.value))}>
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)}
              </option>
            ))}
          </select>
          <select aria-label={t('dateField.year')} className={selectClass} value={shown.year} onChange={(event) => setMonth(Number(event.target.value), shown.month)}>
            {(years.includes(shown.year) ? years : [shown.year, ...years]).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={t('dateField.nextMonth')} onClick={() => setMonth(next.year, next.month)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={captionId} className="border-collapse text-center text-sm" onKeyDown={onKey}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="size-9 font-normal text-muted-foreground">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week, index) => (
            <tr key={index}>
              {week.map((iso, column) =>
                iso ? (
                  <td key={iso} role="gridcell" aria-selected={iso === selected}>
                    <button
                      type="button"
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={longDate.format(new Date(`${iso}T12:00:00Z`))}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => onPick(iso)}
                      onFocus={() => setFocused(iso)}
                      className={cn(
                        'size-9 rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        iso === today && 'font-bold underline',
                        iso === selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                      )}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
