import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { PHASE_FORMAT_IDS, phaseConfigurationDefaults } from '@domain/contract';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { NumberField, TextField } from '@/shared/ui/form-fields';
import { presetPhases } from '../lib/presets';
import { PHASE_PRESETS, PhasesStep, type BasicsStep, type PhasePreset, type PhasesFields } from '../model/steps.schema';

interface PhasesFormProps {
  defaults: PhasesStep | null;
  basics: BasicsStep;
  expectedEntries: number | null;
  onBack: () => void;
  onNext: (data: PhasesStep) => void;
}

/** Step 3: a preset shapes the competition; each phase can then be renamed and tuned, over the sport's defaults. */
export function PhasesForm({ defaults, basics, expectedEntries, onBack, onNext }: PhasesFormProps) {
  const { t } = useTranslation('create-tournament');
  const names = { groups: t('phaseNames.groups'), knockout: t('phaseNames.knockout'), league: t('phaseNames.league'), repechage: t('phaseNames.repechage') };
  const form = useForm<PhasesFields, unknown, PhasesStep>({
    resolver: valibotResolver(PhasesStep),
    mode: 'onTouched',
    defaultValues: defaults ?? { preset: 'groups-knockout', phases: presetPhases('groups-knockout', names, expectedEntries) },
  });
  const phases = useWatch({ control: form.control, name: 'phases' });
  const preset = useWatch({ control: form.control, name: 'preset' });
  function choose(next: PhasePreset) {
    form.setValue('preset', next);
    form.setValue('phases', presetPhases(next, names, expectedEntries));
  }
  return (
    <Form {...form}>
      <form noValidate className="flex flex-col gap-6" data-testid="wizard-phases" onSubmit={form.handleSubmit(onNext)}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('presets.label')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PHASE_PRESETS.map((option) => (
              <label key={option} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent">
                <input type="radio" name="preset" value={option} checked={preset === option} onChange={() => choose(option)} className="mt-1 size-4 accent-primary" />
                <span className="flex flex-col">
                  <span className="font-medium">{t(`presets.${option}.title`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`presets.${option}.text`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <ol className="flex flex-col gap-4">
          {phases.map((phase, index) => {
            const defaultsOf = phaseConfigurationDefaults(basics.sportId, phase.formatId, basics.modalityId);
            const groups = phase.formatId === PHASE_FORMAT_IDS.groups;
            return (
              <li key={`${preset}-${index}`} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-3" data-testid="wizard-phase">
                <div className="sm:col-span-3">
                  <TextField control={form.control} name={`phases.${index}.name`} label={t('phase.name', { number: index + 1 })} />
                </div>
                {groups ? (
                  <>
                    <NumberField control={form.control} name={`phases.${index}.configuration.groupCount`} label={t('phase.groupCount')} min={1} max={64} inputMode="numeric" />
                    <NumberField control={form.control} name={`phases.${index}.configuration.classified`} label={t('phase.classified')} min={0} max={64} inputMode="numeric" />
                  </>
                ) : (
                  <FormField
                    control={form.control}
                    name={`phases.${index}.configuration.thirdPlace`}
                    render={({ field }) => (
                      <FormItem className="flex flex-row items-center gap-3">
                        <FormControl>
                          <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                        </FormControl>
                        <FormLabel>{t('phase.thirdPlace')}</FormLabel>
                      </FormItem>
                    )}
                  />
                )}
                <p className="text-sm text-muted-foreground sm:col-span-3" data-testid="phase-rules">
                  {defaultsOf.periodMinutes
                    ? t('phase.timedRules', { periods: defaultsOf.maxPeriods, minutes: defaultsOf.periodMinutes })
                    : t('phase.scoreRules', { periods: defaultsOf.maxPeriods, toWin: defaultsOf.periodsToWin, points: defaultsOf.scoreToWin })}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="flex justify-between gap-2">
          <Button type="button" variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit">{t('next')}</Button>
        </div>
      </form>
    </Form>
  );
}
