import { useTranslation } from 'react-i18next';
import { ResetPassword } from '@/features/auth/reset-password';
import { PageHeader } from '@/widgets/page-header';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <section data-route-id="reset-password" className="mx-auto w-full max-w-md pb-16">
      <PageHeader title={t('reset.title')} description={t('reset.lead')} />
      <ResetPassword />
    </section>
  );
}
