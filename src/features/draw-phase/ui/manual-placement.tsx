import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/shared/ui/native-select';
import type { PlacementCheck, PlacementKind, Slot } from '../model/manual-placement';

export interface PlacementEntry {
  id: number;
  name: string;
}

interface Props {
  kind: PlacementKind;
  shape: readonly number[];
  entries: readonly PlacementEntry[];
  slots: readonly Slot[];
  /** Errors once the organiser tried to save. */
  check: PlacementCheck | null;
  onChange: (index: number, slot: Slot) => void;
}

const groupLetter = (index: number) => String.fromCharCode(65 + (index % 26)) + (index >= 26 ? String(Math.ceil((index + 1) / 26)) : '');

/** The organiser puts each entry in a group place or on a bracket line, one select per place, errors under each. */
export function ManualPlacement({ kind, shape, entries, slots, check, onChange }: Props) {
  const { t } = useTranslation('phase');
  const name = new Map(entries.map((entry) => [entry.id, entry.name]));
  const blocks = kind === 'bracket'
    ? Array.from({ length: (shape[0] ?? 2) / 2 }, (_, match) => ({ title: t('draw.manual.match', { number: match + 1 }), start: 2 * match, size: 2 }))
    : shape.map((size, group) => ({ title: t('draw.manual.group', { name: groupLetter(group) }), start: shape.slice(0, group).reduce((sum, n) => sum + n, 0), size }));
  const labelOf = (index: number, block: { title: string; start: number }) =>
    kind === 'bracket' ? t('draw.manual.line', { number: index + 1 }) : t('draw.manual.place', { group: block.title, number: index - block.start + 1 });
  return (
    <div className="space-y-3 sm:col-span-2" data-testid="manual-placement">
      <p className="text-sm text-muted-foreground">{t(kind === 'bracket' ? 'draw.manual.bracketHint' : 'draw.manual.groupsHint')}</p>
      <div className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1 sm:grid-cols-2 lg:grid-cols-3">
        {blocks.map((block) => (
          <fieldset key={block.start} className="space-y-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-semibold">{block.title}</legend>
            {Array.from({ length: block.size }, (_, offset) => {
              const index = block.start + offset;
              const error = check?.slots[index] ?? null;
              const id = `placement-${index}`;
              return (
                <div key={index} className="space-y-1">
                  <label htmlFor={id} className="text-xs text-muted-foreground">{labelOf(index, block)}</label>
                  <NativeSelect
                    id={id}
                    value={slots[index] === null || slots[index] === undefined ? '' : String(slots[index])}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => onChange(index, event.target.value === '' ? null : Number(event.target.value))}
                  >
                    <option value="">{kind === 'bracket' ? t('draw.manual.bye') : t('draw.manual.choose')}</option>
                    {entries.map((entry) => (
                      <option key={entry.id} value={entry.id}>{entry.name}</option>
                    ))}
                  </NativeSelect>
                  {error ? <p id={`${id}-error`} className="text-xs text-destructive">{t(`draw.manual.errors.${error}`)}</p> : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {check && check.missing.length > 0 ? (
        <p className="text-sm text-destructive" data-testid="placement-missing">
          {t('draw.manual.missing', { names: check.missing.map((id) => name.get(id) ?? String(id)).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
