import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { CLUB_SEPARATION_LABEL, DISTRIBUTION_RULES, PHASE_FORMAT_IDS, SEED_ORDER_LABELS, SEED_ORDERS, type Phase, type PhaseDraw } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Form } from '@/shared/ui/form';
import { ChoiceField, NumberField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toaster';
import { useDrawPhase } from '../api/draw-phase.mutation';
import { DrawFormSchema, drawFormDefaults, toDrawInput, type DrawFormValues } from '../model/draw-form.schema';
import { checkPlacement, initialSlots, placementInput, placementShape, type Slot } from '../model/manual-placement';
import { CheckField } from './check-field';
import { ManualPlacement } from './manual-placement';

const GROUP_METHODS = ['snake', 'balanced', 'random', 'manual'] as const;

interface DrawPhaseFormProps {
  phase: Phase;
  draw: PhaseDraw | null;
  /** A match already has a result: the draw stands. */
  locked: boolean;
}

/** The owner's draw: method and group count or bracket options, seed and club separation; a redraw asks first. */
export function DrawPhaseForm({ phase, draw, locked }: DrawPhaseFormProps) {
  const { t } = useTranslation('phase');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const knockout = phase.formatId === PHASE_FORMAT_IDS.knockout;
  const mutation = useDrawPhase(phase.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DrawFormValues>({ resolver: valibotResolver(DrawFormSchema), defaultValues: drawFormDefaults(phase, draw) });
  const method = form.watch('method');
  const manual = method === 'manual';
  const kind = knockout ? 'bracket' : 'groups';
  const entriesQuery = useQuery({ ...tournamentQueries.entries(phase.validId, { size: 1000 }), enabled: manual });
  const entries = (entriesQuery.data?.items ?? [])
    .filter((entry) => entry.origin !== 'removed')
    .map((entry) => ({ id: entry.id, name: `${entry.person.firstName} ${entry.person.lastName}`.trim() }));
  const entryIds = entries.map((entry) => entry.id);
  const groupCount = form.watch('groupCount') ?? phase.configuration.groupCount ?? Math.max(1, Math.min(Math.ceil(entries.length / (phase.configuration.groupSize ?? 4)), Math.floor(entries.length / 2)));
  const shape = placementShape(kind, entries.length, groupCount);
  const shapeKey = `${kind}:${shape.join(',')}:${entryIds.join(',')}`;
  // The placement starts afresh whenever its shape (entries, groups) changes.
  const [placed, setPlaced] = useState<{ key: string; slots: Slot[] } | null>(null);
  const slots = placed?.key === shapeKey ? placed.slots : initialSlots(kind, entryIds, shape);
  const [checked, setChecked] = useState(false);
  const check = manual && checked ? checkPlacement(kind, slots, entryIds) : null;
  const place = (index: number, slot: Slot) => setPlaced({ key: shapeKey, slots: slots.map((current, at) => (at === index ? slot : current)) });

  /** Draws; a refusal (a result came in, too few entries) is shown in place under the fields. */
  const run = async (values: DrawFormValues) => {
    setRefusal(null);
    let input = toDrawInput(values, knockout, draw);
    if (values.method === 'manual') {
      setChecked(true);
      if (!checkPlacement(kind, slots, entryIds).ok) {
        setRefusal(t('draw.manual.invalid'));
        return;
      }
      input = { ...input, method: 'manual', ...placementInput(kind, slots, shape) };
    }
    try {
      await mutation.mutateAsync(input);
      toast.success(draw ? t('draw.redrawn') : t('draw.drawn'));
    } catch (error) {
      setRefusal(errorMessageOf(error, common('actions.saveFailed')));
    }
  };
  const submit = form.handleSubmit(run);

  return (
    <Form {...form}>
      <form
        noValidate
        aria-labelledby="draw-form-title"
        className="space-y-4 rounded-xl border p-4"
        data-testid="draw-form"
        onSubmit={(event) => void submit(event)}
      >
        <h3 id="draw-form-title" className="text-lg font-bold">{draw ? t('draw.redrawTitle') : t('draw.drawTitle')}</h3>
        {locked ? <p className="text-sm text-muted-foreground" data-testid="draw-locked">{t('draw.locked')}</p> : null}
        <fieldset disabled={locked || mutation.isPending} className="grid gap-4 sm:grid-cols-2">
          {knockout ? (
            <>
              <ChoiceField control={form.control} name="method" label={t('draw.manual.placement')} choices={[{ value: 'snake', label: t('draw.manual.byLot') }, { value: 'manual', label: t('draw.manual.byHand') }]} />
              {manual ? null : <ChoiceField control={form.control} name="seedOrder" label={t('draw.seedOrder')} choices={SEED_ORDERS.map((id) => ({ value: id, label: SEED_ORDER_LABELS[id][locale].name }))} description={SEED_ORDER_LABELS[form.watch('seedOrder')][locale].description} />}
              <CheckField control={form.control} name="thirdPlace" label={t('draw.thirdPlace')} />
            </>
          ) : (
            <>
              <ChoiceField control={form.control} name="method" label={t('draw.method')} choices={GROUP_METHODS.map((id) => ({ value: id, label: DISTRIBUTION_RULES[id][locale].name }))} description={DISTRIBUTION_RULES[method][locale].description} />
              <NumberField control={form.control} name="groupCount" label={t('draw.groupCount')} min={1} max={64} inputMode="numeric" description={t('draw.groupCountHint')} />
            </>
          )}
          {manual ? (
            <ManualPlacement kind={kind} shape={shape} entries={entries} slots={slots} check={check} onChange={place} />
          ) : (
            <>
              <NumberField control={form.control} name="seed" label={t('draw.seed')} min={0} inputMode="numeric" description={t('draw.seedHint')} />
              <CheckField control={form.control} name="separateClubs" label={CLUB_SEPARATION_LABEL[locale].name} description={CLUB_SEPARATION_LABEL[locale].description} />
            </>
          )}
        </fieldset>
        <div role="alert" className="min-h-5 text-sm text-destructive" data-testid="draw-refusal">{refusal}</div>
        {draw ? (
          <ConfirmDialog
            trigger={<Button type="button" disabled={locked || mutation.isPending} className="h-11">{t('draw.redraw')}</Button>}
            title={t('draw.confirmTitle')}
            description={t('draw.confirmText')}
            confirmLabel={t('draw.redraw')}
            cancelLabel={common('actions.cancel')}
            closeLabel={common('actions.close')}
            onConfirm={() => submit()}
          />
        ) : (
          <Button type="submit" disabled={locked} loading={mutation.isPending} className="h-11">{t('draw.draw')}</Button>
        )}
      </form>
    </Form>
  );
}
