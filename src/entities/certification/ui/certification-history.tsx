import { useTranslation } from 'react-i18next';
import type { CertificationRequest } from '@domain/contract';

/** Who moved the request and when: asked, then approved, rejected (with its reason), withdrawn or expired. */
export function CertificationHistory({ request }: { request: CertificationRequest }) {
  const { t, i18n } = useTranslation('certification');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="request-history" className="mt-6">
      <h2 id="request-history" className="mb-3 text-lg font-semibold">
        {t('history.title')}
      </h2>
      <ol className="flex flex-col gap-3 border-l pl-4" data-testid="request-history">
        {request.history.map((step) => (
          <li key={`${step.status}-${step.at}`} data-status={step.status}>
            <p className="font-medium">{t(`history.${step.status}`)}</p>
            <p className="text-sm text-muted-foreground">
              {format.format(new Date(step.at))} · {step.by?.fullName ?? t('history.automatic')}
            </p>
            {step.reason ? <p className="text-sm">{t('history.reason', { reason: step.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
