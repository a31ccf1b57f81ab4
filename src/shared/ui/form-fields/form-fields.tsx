import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../form';
import { Combobox, type ComboboxOption } from '../combobox';
import { DateInput } from '../date-input';
import { Input } from '../input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select';
import { Textarea } from '../textarea';
import { NativeSelect } from '../native-select';

interface FieldProps<T extends FieldValues, TOut> {
  /** The form's control; its submitted (transformed) values may differ from its field values. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'>;

/** How long typing rests before what is left is read out: each keystroke would interrupt the one before. */
const COUNT_PAUSE_MS = 700;

/** "23/120" under the field, and what is left said politely to a screen reader once typing pauses. */
function CharCount({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('common');
  const [spoken, setSpoken] = useState('');
  // Nothing is said before the field is typed in.
  const shown = useRef(length);
  const typed = useRef(false);
  useEffect(() => {
    typed.current ||= length !== shown.current;
    if (!typed.current) return undefined;
    const timer = window.setTimeout(() => setSpoken(t('charCount.charsLeft', { count: Math.max(0, max - length), max })), COUNT_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [length, max, t]);
  return (
    <>
      <p className="text-right text-xs text-muted-foreground tabular-nums" data-testid="char-count" aria-hidden="true">
        {`${length}/${max}`}
      </p>
      <p className="sr-only" role="status" aria-live="polite" data-testid="char-count-spoken">
        {spoken}
      </p>
    </>
  );
}

/**
 * A labelled text input bound to a form field, with its translated error. With `maxChars` (the contract's limit) the
 * field takes no more than that and counts as one types ("23/120"), so a name that is too long is seen while typing,
 * not when the step is sent.
 */
export function TextField<T extends FieldValues, TOut = T>({ control, name, label, description, multiline, maxChars, ...input }: FieldProps<T, TOut> & InputProps & { multiline?: boolean; maxChars?: number }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string | null) ?? '';
        const limit = maxChars === undefined ? {} : { maxLength: maxChars };
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              {multiline ? (
                <Textarea {...limit} name={field.name} ref={field.ref} onBlur={field.onBlur} onChange={field.onChange} value={value} rows={3} />
              ) : (
                <Input {...input} {...limit} name={field.name} ref={field.ref} onBlur={field.onBlur} onChange={field.onChange} value={value} />
              )}
            </FormControl>
            {maxChars === undefined ? null : <CharCount length={value.length} max={maxChars} />}
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** A number input whose empty value is `null` (an optional bound) and anything else a number. */
export function NumberField<T extends FieldValues, TOut = T>({ control, name, label, description, ...input }: FieldProps<T, TOut> & InputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="decimal"
              {...input}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value === null || field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

/**
 * A labelled choice. Values keep their type (numbers stay numbers); with `emptyLabel` the field may be left
 * empty, which stores `null`.
 */
export function SelectField<T extends FieldValues, TOut = T>({ control, name, label, description, choices, emptyLabel, placeholder, testId }: FieldProps<T, TOut> & { choices: Choice[]; emptyLabel?: string; placeholder?: string; testId?: string }) {
  const EMPTY = '__none__';
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value === null || field.value === undefined ? (emptyLabel ? EMPTY : '') : String(field.value)}
            onValueChange={(raw) => {
              if (raw === EMPTY) return field.onChange(null);
              const choice = choices.find((item) => String(item.value) === raw);
              field.onChange(choice ? choice.value : raw);
            }}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} data-testid={testId}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {emptyLabel ? <SelectItem value={EMPTY}>{emptyLabel}</SelectItem> : null}
              {choices.map((choice) => (
                <SelectItem key={String(choice.value)} value={String(choice.value)}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled choice drawn as the platform's own select (short lists, phones); values keep their type, empty is `null`. */
export function ChoiceField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  choices,
  emptyLabel,
  placeholder,
}: FieldProps<T, TOut> & {
  choices: Choice[];
  /** A choice of its own that leaves the field empty (e.g. "No season"). */
  emptyLabel?: string;
  /** What an empty required field asks for until something is chosen (e.g. "Choose a sport"). */
  placeholder?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(event) => {
                const choice = choices.find((item) => String(item.value) === event.target.value);
                field.onChange(choice ? choice.value : null);
              }}
            >
              {emptyLabel !== undefined || field.value === null || field.value === undefined ? <option value="">{emptyLabel ?? placeholder ?? ''}</option> : null}
              {choices.map((choice) => (
                <option key={String(choice.value)} value={String(choice.value)}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A date bound to a form field: typed in the page's language (dd/mm/aaaa, mm/dd/yyyy) or picked from the
 * calendar; the form holds ISO. `empty` is what a cleared field is worth ('' or null).
 */
export function DateField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  empty = '',
  fromYear,
  toYear,
  autoComplete,
}: FieldProps<T, TOut> & { empty?: '' | null; fromYear?: number; toYear?: number; autoComplete?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <DateInput
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              value={(field.value as string | null) ?? null}
              empty={empty}
              {...(fromYear === undefined ? {} : { fromYear })}
              {...(toYear === undefined ? {} : { toYear })}
              {...(autoComplete === undefined ? {} : { autoComplete })}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A choice among many (countries, states, cities) bound to a form field: type to filter, ignoring case and
 * accents. With `allowCustom`, what was typed is kept when it is not in the list.
 */
export function ComboboxField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  description,
  options,
  emptyText,
  allowCustom,
  testId,
}: FieldProps<T, TOut> & { options: readonly ComboboxOption[]; emptyText: string; allowCustom?: boolean; testId?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Combobox
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              value={(field.value as string | null) ?? null}
              options={options}
              emptyText={emptyText}
              {...(allowCustom ? { allowCustom } : {})}
              {...(testId ? { 'data-testid': testId } : {})}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
