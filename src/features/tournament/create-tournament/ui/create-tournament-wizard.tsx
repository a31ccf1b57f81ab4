import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { tournamentQueries } from '@/entities/tournament';
import { ApiRequestError } from '@/shared/api';
import { errorMessageOf } from '@/shared/lib/form-errors';
import { cn } from '@/shared/lib/cn';
import { toast } from '@/shared/ui/toaster';
import { createTournament } from '../api/create-tournament';
import { createTournamentMachine, WIZARD_STEPS, type WizardStep } from '../model/create-tournament.machine';
import { clearDraft, readDraft, saveDraft } from '../model/draft';
import { BasicsForm } from './basics-form';
import { PhasesForm } from './phases-form';
import { ReviewStep } from './review-step';
import { ScheduleForm } from './schedule-form';

interface WizardProps {
  /** The multi-tournament it goes into, or null for a standalone tournament. */
  tournamentId: number | null;
  onCreated: (id: number) => void;
}

/** The guided creation of a tournament: one step at a time, the draft kept across reloads of the tab. */
export function CreateTournamentWizard({ tournamentId, onCreated }: WizardProps) {
  const { t } = useTranslation('create-tournament');
  const client = useQueryClient();
  const scope = tournamentId === null ? 'standalone' : `multi-${tournamentId}`;
  const [restored] = useState(() => {
    const draft = readDraft(scope);
    if (!draft) return undefined;
    const { step, ...data } = draft;
    return createTournamentMachine.resolveState({ value: step, context: { ...data, error: null, createdId: null } });
  });
  const actor = useActorRef(createTournamentMachine, restored ? { snapshot: restored, input: undefined } : { input: undefined });
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const context = useSelector(actor, (snapshot) => snapshot.context);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const value = String(snapshot.value);
      if (value === 'created') clearDraft(scope);
      else if ((WIZARD_STEPS as readonly string[]).includes(value)) {
        const { basics, schedule, phases } = snapshot.context;
        saveDraft(scope, { step: value as WizardStep, basics, schedule, phases });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, scope]);

  async function create() {
    const { basics, schedule, phases } = actor.getSnapshot().context;
    if (!basics || !schedule || !phases) return;
    actor.send({ type: 'create.requested' });
    try {
      const created = await createTournament({ basics, schedule, phases }, tournamentId);
      // Lists read again in the background: the new tournament's page does not wait for them.
      void client.invalidateQueries({ queryKey: tournamentQueries.all() });
      actor.send({ type: 'create.succeeded', id: created.id });
      toast.success(t('created', { name: created.name }), { description: t('createdNext') });
      onCreated(created.id);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.body.fields?.[0]?.message : undefined;
      actor.send({ type: 'create.failed', message: field ?? errorMessageOf(error, t('failed')) });
    }
  }

  const current = (WIZARD_STEPS as readonly string[]).includes(state) ? (state as WizardStep) : 'review';
  const index = WIZARD_STEPS.indexOf(current);
  return (
    <div className="flex flex-col gap-6" data-testid="create-tournament-wizard" data-wizard-state={state}>
      <ol aria-label={t('stepsLabel')} className="grid grid-cols-4 gap-2">
        {WIZARD_STEPS.map((step, position) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={cn('flex flex-col gap-1 border-t-4 pt-2 text-xs font-medium sm:text-sm', position <= index ? 'border-primary text-foreground' : 'border-muted text-muted-foreground')}
          >
            <span>{t('stepOf', { step: position + 1, total: WIZARD_STEPS.length })}</span>
            <span className="hidden sm:block">{t(`steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <h2 className="text-2xl font-bold" data-testid="wizard-step-title">{t(`steps.${current}`)}</h2>
      {state === 'basics' ? <BasicsForm defaults={context.basics} onNext={(data) => actor.send({ type: 'basics.submitted', data })} /> : null}
      {state === 'schedule' ? <ScheduleForm defaults={context.schedule} onBack={() => actor.send({ type: 'step.back' })} onNext={(data) => actor.send({ type: 'schedule.submitted', data })} /> : null}
      {state === 'phases' && context.basics ? (
        <PhasesForm defaults={context.phases} basics={context.basics} expectedEntries={context.schedule?.maxEntries ?? null} onBack={() => actor.send({ type: 'step.back' })} onNext={(data) => actor.send({ type: 'phases.submitted', data })} />
      ) : null}
      {(state === 'review' || state === 'creating' || state === 'failed' || state === 'created') && context.basics && context.schedule && context.phases ? (
        <ReviewStep
          data={{ basics: context.basics, schedule: context.schedule, phases: context.phases }}
          busy={state === 'creating' || state === 'created'}
          error={state === 'failed' ? context.error : null}
          onEdit={(step) => actor.send({ type: 'step.edit', step })}
          onBack={() => actor.send({ type: 'step.back' })}
          onCreate={() => void create()}
        />
      ) : null}
    </div>
  );
}
