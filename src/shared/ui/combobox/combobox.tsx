import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { cn } from '@/shared/lib/cn';
import { filterBySearch } from '@/shared/lib/text';
import { Input } from '../input';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown before the label (a flag), never part of what is matched. */
  prefix?: ReactNode;
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type' | 'role'>;

export interface ComboboxProps extends InputProps {
  value: string | null;
  onChange: (value: string | null) => void;
  options: readonly ComboboxOption[];
  /** Said in the list when nothing matches. */
  emptyText: string;
  /** The typed text is a value of its own when no option is picked (a city that is not in the list). */
  allowCustom?: boolean;
}

const MAX_SHOWN = 60;

/**
 * A text box that filters its options as you type, ignoring case and accents (WAI-ARIA combobox with a
 * listbox): arrows move through the matches, Enter picks, Esc closes.
 */
export function Combobox({ value, onChange, options, emptyText, allowCustom = false, className, onBlur, ref, disabled, ...input }: ComboboxProps) {
  const selected = options.find((option) => option.value === value) ?? null;
  const shownText = selected?.label ?? (allowCustom ? (value ?? '') : '');
  const [text, setText] = useState(shownText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [typing, setTyping] = useState(false);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A value set from outside (a reset, the options arriving) shows its label.
  useEffect(() => {
    if (!typing) setText(shownText);
  }, [shownText, typing]);

  const matches = useMemo(() => filterBySearch(options, typing ? text : '', (option) => option.label).slice(0, MAX_SHOWN), [options, text, typing]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    setText(option.label);
    setTyping(false);
    setOpen(false);
  };
  const settle = () => {
    setOpen(false);
    setTyping(false);
    if (allowCustom) {
      const exact = options.find((option) => option.label.localeCompare(text.trim(), undefined, { sensitivity: 'base' }) === 0);
      onChange(exact ? exact.value : text.trim() || null);
      return;
    }
    if (text.trim() === '') onChange(null);
    else setText(shownText);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      const option = matches[active];
      if (option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setTyping(false);
      setText(shownText);
    }
  };

  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div className={cn('relative', className)}>
          <Input
            {...input}
            ref={(element) => {
              inputRef.current = element;
              if (typeof ref === 'function') ref(element);
              else if (ref) ref.current = element;
            }}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
            autoComplete="off"
            disabled={disabled}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyping(true);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              settle();
              onBlur?.(event);
            }}
          />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && inputRef.current?.contains(event.target)) event.preventDefault();
          }}
          className="z-50 max-h-72 w-[var(--radix-popover-trigger-width)] min-w-48 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <ul id={listId} role="listbox" aria-label={input['aria-label']}>
            {matches.length === 0 ? (
              <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
                {emptyText}
              </li>
            ) : (
              matches.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === active || undefined}
                  className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  {option.prefix ? <span aria-hidden="true">{option.prefix}</span> : null}
                  {option.label}
                </li>
              ))
            )}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
