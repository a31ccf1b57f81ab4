import { useTranslation } from 'react-i18next';
import { LoginFlow } from '@/features/auth/login';
import { PageHeader } from '@/widgets/page-header';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <section data-route-id="login" className="mx-auto w-full max-w-md pb-16">
      <PageHeader title={t('login.title')} description={t('login.lead')} />
      <LoginFlow />
    </section>
  );
}
