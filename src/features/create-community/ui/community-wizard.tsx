import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckIcon, PartyPopperIcon } from 'lucide-react';
import { communityListQueries, COMMUNITY_QUERY_PARAM } from '@/entities/community';
import { cn } from '@/shared/lib/cn';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { toast } from '@/shared/ui/toaster';
import { createCommunityMachine, DEFAULT_LOGO, WIZARD_STEPS, type WizardStep } from '../model/create-community.machine';
import { ColoursStep } from './colours-step';
import { IdentityStep } from './identity-step';
import { LogoStep } from './logo-step';
import { ReviewStep } from './review-step';
import { SportStep } from './sport-step';

/** The guided creation of a community: one step at a time, driven by the wizard's state machine. */
export function CommunityWizard() {
  const { t } = useTranslation('create-community');
  const locale = useLocale();
  const client = useQueryClient();
  const [state, send] = useMachine(createCommunityMachine);
  const { draft, fieldErrors, failure, created } = state.context;
  const step = (state.matches('submitting') ? 'review' : state.value) as WizardStep | 'done';
  const back = () => send({ type: 'step.back' });

  useEffect(() => {
    if (!created) return;
    toast.success(t('created', { name: created.name }));
    void client.invalidateQueries({ queryKey: communityListQueries.all() });
  }, [created, client, t]);

  if (step === 'done' && created) {
    return (
      <EmptyState
        icon={<PartyPopperIcon />}
        title={t('done.title', { name: created.name })}
        description={t('done.text')}
        data-testid="wizard-done"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={href('community', { communityId: created.id }, locale, { [COMMUNITY_QUERY_PARAM]: created.domain })}>{t('done.open')}</Link>
            </Button>
            <Button variant="outline" onClick={() => send({ type: 'wizard.restarted' })}>
              {t('done.another')}
            </Button>
          </div>
        }
      />
    );
  }

  const index = WIZARD_STEPS.indexOf(step as WizardStep);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]" data-testid="community-wizard" data-step={step}>
      <ol aria-label={t('stepsLabel')} className="flex flex-col gap-2">
        {WIZARD_STEPS.map((name, position) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} className={cn('flex items-center gap-3 rounded-lg border p-3 text-sm', name === step ? 'border-primary font-semibold' : 'text-muted-foreground')}>
            <span aria-hidden="true" className={cn('flex size-7 shrink-0 items-center justify-center rounded-full border', position < index && 'bg-primary text-primary-foreground')}>
              {position < index ? <CheckIcon className="size-4" /> : position + 1}
            </span>
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      <section aria-labelledby="wizard-step-title" className="flex flex-col gap-4">
        <h2 id="wizard-step-title" className="text-2xl font-bold">
          {t(`steps.${step}`)}
        </h2>
        {step === 'identity' ? <IdentityStep values={{ name: draft.name, domain: draft.domain }} errors={fieldErrors} onNext={(values) => send({ type: 'identity.submitted', ...values })} /> : null}
        {step === 'logo' ? <LogoStep logo={draft.logo} onNext={(logo) => send({ type: 'logo.submitted', logo })} onBack={back} /> : null}
        {step === 'colours' ? (
          <ColoursStep values={{ primary: draft.primary, secondary: draft.secondary }} name={draft.name} logo={draft.logo ?? DEFAULT_LOGO} errors={fieldErrors} onNext={(values) => send({ type: 'colours.submitted', ...values })} onBack={back} />
        ) : null}
        {step === 'sport' ? <SportStep sportId={draft.sportId} onNext={(sportId) => send({ type: 'sport.submitted', sportId })} onBack={back} /> : null}
        {step === 'review' ? <ReviewStep draft={draft} failure={failure} submitting={state.matches('submitting')} onConfirm={() => send({ type: 'review.confirmed' })} onBack={back} /> : null}
      </section>
    </div>
  );
}
