import { useTranslation } from 'react-i18next';
import { VerifyEmail } from '@/features/auth/verify-email';
import { PageHeader } from '@/widgets/page-header';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  return (
    <section data-route-id="verify" className="mx-auto w-full max-w-md pb-16">
      <PageHeader title={t('verify.title')} />
      <VerifyEmail />
    </section>
  );
}
