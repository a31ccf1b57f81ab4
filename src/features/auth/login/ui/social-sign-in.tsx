import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { socialProvidersQuery } from '../api/social-providers.query';

/** One button per configured provider; nothing at all when none is configured. */
export function SocialSignIn({ onChoose, disabled }: { onChoose: (provider: string) => void; disabled: boolean }) {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useQuery(socialProvidersQuery);
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="social-sign-in">
      <p className="text-center text-sm text-muted-foreground">{t('login.or')}</p>
      {providers.map((provider) => (
        <Button key={provider.name} type="button" variant="outline" disabled={disabled} onClick={() => onChoose(provider.name)} data-provider={provider.name}>
          {t('login.social', { provider: provider.label })}
        </Button>
      ))}
    </div>
  );
}
