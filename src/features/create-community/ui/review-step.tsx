import { useTranslation } from 'react-i18next';
import { findSport } from '@domain/catalog';
import { pickLabel } from '@/entities/reference';
import { Button } from '@/shared/ui/button';
import { DEFAULT_LOGO, type CommunityDraft } from '../model/create-community.machine';
import { TopBarPreview } from './top-bar-preview';

/** Step 5: everything chosen, the preview, and the button that creates the community. */
export function ReviewStep({ draft, failure, submitting, onConfirm, onBack }: { draft: CommunityDraft; failure: string | null; submitting: boolean; onConfirm: () => void; onBack: () => void }) {
  const { t, i18n } = useTranslation('create-community');
  const sport = draft.sportId ? findSport(draft.sportId) : undefined;
  const rows: [string, string][] = [
    [t('fields.name'), draft.name],
    [t('fields.domain'), draft.domain],
    [t('fields.primary'), draft.primary],
    [t('fields.secondary'), draft.secondary],
    [t('fields.sport'), sport ? pickLabel(sport.label, i18n.language) : t('allSports')],
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="wizard-review">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <TopBarPreview name={draft.name} logo={draft.logo ?? DEFAULT_LOGO} primary={draft.primary} secondary={draft.secondary} />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <div className="flex justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button type="button" loading={submitting} onClick={onConfirm}>
          {t('create')}
        </Button>
      </div>
    </div>
  );
}
