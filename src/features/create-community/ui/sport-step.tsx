import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCommunity, useSportOptions } from '@/entities/community';
import { Button } from '@/shared/ui/button';

/** Step 4: optionally one sport; a community with a sport offers only that sport everywhere. */
export function SportStep({ sportId, onNext, onBack }: { sportId: number | null; onNext: (sportId: number | null) => void; onBack: () => void }) {
  const { t } = useTranslation('create-community');
  const sports = useSportOptions();
  // Inside a space restricted to one sport, that sport is the only choice (no "every sport" either).
  const restricted = (useCurrentCommunity()?.sportId ?? null) !== null;
  const [value, setValue] = useState<number | null>(restricted ? (sports[0]?.value ?? null) : sportId);
  const options = [
    ...(restricted ? [] : [{ value: null, label: t('allSports'), hint: t('allSportsHint') }]),
    ...sports.map((sport) => ({ value: sport.value as number | null, label: sport.label, hint: t('oneSportHint') })),
  ];
  return (
    <div className="flex flex-col gap-5" data-testid="wizard-sport">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('fields.sport')}</legend>
        {options.map((option) => {
          const id = `sport-${option.value ?? 'all'}`;
          return (
            <label key={id} htmlFor={id} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input id={id} type="radio" name="sport" className="mt-1 size-4 accent-primary" checked={value === option.value} onChange={() => setValue(option.value)} />
              <span>
                <span className="block font-medium">{option.label}</span>
                <span className="block text-sm text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="button" onClick={() => onNext(value)}>
          {t('next')}
        </Button>
      </div>
    </div>
  );
}
