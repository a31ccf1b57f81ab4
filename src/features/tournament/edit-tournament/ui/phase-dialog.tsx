import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { PHASE_CATEGORY_ID_VALUES, PHASE_FORMAT_IDS, PHASE_FORMAT_ID_VALUES, PhaseInput, phaseConfigurationDefaults, teamEncounters, tieBreakPresetsOf, type Phase, type ValidDetail } from '@domain/contract';
import { useSequences, useTieBreaks } from '@/entities/reference';
import { useDialogForm } from '@/shared/lib/dialog-form';
import { useLocale } from '@/shared/routes';
import { Checkbox } from '@/shared/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/shared/ui/form';
import { FormDialog } from '@/shared/ui/form-dialog';
import { ChoiceField, NumberField, TextField } from '@/shared/ui/form-fields';
import { useSavePhase } from '../api/edit-tournament.mutations';
import { PHASE_FIELDS, phaseValuesOf, type PhaseFields, type PhaseValues } from '../model/phase-values';

interface PhaseDialogProps {
  tournament: ValidDetail;
  /** The phase to change; without it the dialog adds one at the end. */
  phase?: Phase;
  trigger: ReactNode;
}

/** Adds a phase, or changes one not started: name, format, kind, and the wizard's settings with the tie-break. */
export function PhaseDialog({ tournament, phase, trigger }: PhaseDialogProps) {
  const { t } = useTranslation('edit-tournament');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const tieBreaks = useTieBreaks();
  const sequences = useSequences();
  const save = useSavePhase(phase?.id ?? null);
  const defaults = phaseValuesOf(
    { validId: tournament.id, sportId: tournament.sportId, modalityId: tournament.modalityId, nextNumber: tournament.phases.length + 1, newName: t('phase.newName', { number: tournament.phases.length + 1 }) },
    phase,
  );
  const form = useForm<PhaseFields, unknown, PhaseValues>({ resolver: valibotResolver(PhaseInput), defaultValues: defaults });
  const formatId = useWatch({ control: form.control, name: 'formatId' });
  const groups = formatId === PHASE_FORMAT_IDS.groups;
  const { open, toggle, submit } = useDialogForm({
    form,
    defaults,
    fields: PHASE_FIELDS,
    save: (values) => save.mutateAsync(values),
    successText: (saved) => (phase ? common('actions.saved') : t('phase.added', { name: saved.name })),
    failureText: common('actions.saveFailed'),
  });
  const rules = phaseConfigurationDefaults(tournament.sportId, formatId, tournament.modalityId);
  const presetLabel = (code: string) => tieBreaks.find((item) => item.code === code)?.label[locale] ?? code.toUpperCase();
  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={toggle}
        trigger={trigger}
        title={phase ? t('phase.editTitle', { name: phase.name }) : t('phase.addTitle')}
        description={t('phase.description')}
        onSubmit={() => void submit()}
        saving={save.isPending}
        dirty={form.formState.isDirty}
        labels={{ save: common('actions.save'), cancel: common('actions.cancel'), close: common('actions.close') }}
        testId="phase-form"
      >
        <TextField control={form.control} name="name" label={t('phase.name')} autoComplete="off" maxChars={80} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField control={form.control} name="formatId" label={t('phase.format')} choices={PHASE_FORMAT_ID_VALUES.map((id) => ({ value: id, label: t(`phase.formats.${id}`) }))} />
          <ChoiceField control={form.control} name="categoryId" label={t('phase.category')} choices={PHASE_CATEGORY_ID_VALUES.map((id) => ({ value: id, label: t(`phase.categories.${id}`) }))} />
          {groups ? (
            <>
              <NumberField control={form.control} name="configuration.groupCount" label={t('phase.groupCount')} min={1} max={64} inputMode="numeric" />
              <NumberField control={form.control} name="configuration.classified" label={t('phase.classified')} min={0} max={64} inputMode="numeric" />
              <ChoiceField control={form.control} name="configuration.tieBreakPreset" label={t('phase.tieBreak')} choices={tieBreakPresetsOf(tournament.sportId).map((code) => ({ value: code, label: presetLabel(code) }))} />
            </>
          ) : (
            <FormField
              control={form.control}
              name="configuration.thirdPlace"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-3 self-end pb-2">
                  <FormControl>
                    <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel>{t('phase.thirdPlace')}</FormLabel>
                </FormItem>
              )}
            />
          )}
          {teamEncounters(tournament.sportId, tournament.modalityId) ? (
            <ChoiceField
              control={form.control}
              name="configuration.sequenceId"
              label={t('phase.sequence')}
              description={t('phase.sequenceHint')}
              choices={sequences.map((sequence) => ({ value: sequence.id, label: `${sequence.label[locale]} (${sequence.games.join(', ')})` }))}
            />
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {rules.periodMinutes
            ? t('phase.timedRules', { periods: rules.maxPeriods, minutes: rules.periodMinutes })
            : t('phase.scoreRules', { periods: rules.maxPeriods, toWin: rules.periodsToWin, points: rules.scoreToWin })}
        </p>
      </FormDialog>
    </Form>
  );
}
