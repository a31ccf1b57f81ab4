import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/auth/register';
import { PageHeader } from '@/widgets/page-header';
import { href, useLocale } from '@/shared/routes';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  return (
    <section data-route-id="register" className="mx-auto w-full max-w-md pb-16">
      <PageHeader title={t('register.title')} description={t('register.lead')} />
      <RegisterForm />
      <p className="mt-6 text-sm">
        {t('register.haveAccount')}{' '}
        <Link to={href('login', {}, locale)} className="font-medium underline underline-offset-4">{t('register.login')}</Link>
      </p>
    </section>
  );
}
