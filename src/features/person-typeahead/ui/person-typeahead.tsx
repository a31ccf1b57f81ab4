import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from 'lucide-react';
import type { PersonSummary } from '@domain/contract';
import { useCommunityId } from '@/entities/reference';
import { cn } from '@/shared/lib/cn';
import { normalizeForSearch } from '@/shared/lib/text';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { typeaheadQuery, type PersonSuggestions } from '../api/typeahead.query';

interface PersonTypeaheadProps {
  label: string;
  onSelect: (person: PersonSummary) => void;
  modalityId?: number;
  /** People already chosen, left out of the suggestions. */
  exclude?: number[];
  /** Their names: typing one of them says that person is already on the list, instead of finding nobody. */
  chosenNames?: string[];
  placeholder?: string;
  testId?: string;
  /** Where suggestions come from instead of the community's typeahead. */
  suggest?: PersonSuggestions;
  /** Offers "Create '…'" after the suggestions, with what was typed. */
  onCreate?: (text: string) => void;
}

/** A search box that suggests people as one types (ARIA combobox: arrows to move, Enter to pick, Escape to close). */
export function PersonTypeahead({ label, onSelect, modalityId, exclude = [], chosenNames = [], placeholder, testId = 'person-typeahead', suggest, onCreate }: PersonTypeaheadProps) {
  const { t } = useTranslation('person-typeahead');
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Asks once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({ ...typeaheadQuery(useCommunityId(), q, modalityId, suggest), enabled: q.length > 0, placeholderData: keepPreviousData });
  const options = (q ? (query.data ?? []) : []).filter((person) => !exclude.includes(person.id));
  const expanded = open && q.length > 0;
  // The create choice sits after the suggestions, reached with the same arrows.
  const creatable = onCreate !== undefined && q.length > 0 && query.isSuccess;
  const total = options.length + (creatable ? 1 : 0);
  // Chosen people whose name, or a word of it, starts with what was typed (as the suggestions are found).
  const needle = normalizeForSearch(q);
  const alreadyChosen = needle ? chosenNames.filter((name) => normalizeForSearch(name).split(/\s+/).some((word, index, words) => word.startsWith(needle) || words.slice(index).join(' ').startsWith(needle))) : [];

  function pick(person: PersonSummary | undefined) {
    if (!person) return;
    onSelect(person);
    setText('');
    setQ('');
    setOpen(false);
  }

  function create() {
    onCreate?.(text.trim() || q);
    setText('');
    setQ('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (total ? (current + step + total) % total : 0));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      if (creatable && active === options.length) create();
      else pick(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="relative flex flex-col gap-2" data-testid={testId}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
        <Input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && options[active] ? `${listId}-${options[active].id}` : expanded && creatable && active === options.length ? `${listId}-create` : undefined}
          autoComplete="off"
          className="pl-9"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={label} hidden={!expanded || total === 0} className="absolute top-full z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
        {options.map((person, index) => (
          <li
            key={person.id}
            id={`${listId}-${person.id}`}
            role="option"
            aria-selected={index === active}
            className={cn('cursor-pointer rounded-sm px-3 py-2 text-sm', index === active && 'bg-accent text-accent-foreground')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(person)}
            onMouseEnter={() => setActive(index)}
          >
            {`${person.firstName} ${person.lastName}`.trim()}
          </li>
        ))}
        {creatable ? (
          <li
            id={`${listId}-create`}
            role="option"
            aria-selected={active === options.length}
            data-testid="typeahead-create"
            className={cn('cursor-pointer rounded-sm px-3 py-2 text-sm font-medium text-primary', active === options.length && 'bg-accent text-accent-foreground')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={create}
            onMouseEnter={() => setActive(options.length)}
          >
            {t('create', { text: text.trim() || q })}
          </li>
        ) : null}
      </ul>
      {expanded && !creatable && query.isSuccess && !query.isFetching && options.length === 0 ? (
        <p role="status" className="absolute top-full z-50 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md">
          {alreadyChosen.length > 0 ? t('alreadyChosen', { count: alreadyChosen.length, names: alreadyChosen.slice(0, 3).join(', ') }) : t('none', { text: q })}
        </p>
      ) : null}
    </div>
  );
}
