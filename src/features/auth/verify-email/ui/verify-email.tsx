import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CheckCircle2Icon } from 'lucide-react';
import { $isAuthenticated, fragmentToken } from '@/entities/session';
import { ApiRequestError } from '@/shared/api';
import { href, useLocale } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toaster';
import { useResendVerification, useVerifyEmail } from '../api/verify.api';


/** Redeems the mailed token once, as soon as the page opens, and says how it went. */
export function VerifyEmail() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { hash } = useLocation();
  const [token] = useState(() => fragmentToken(hash));
  const signedIn = useUnit($isAuthenticated);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The token leaves the address bar: it is spent now and should not sit in the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    verify.mutate(token);
  }, [token, verify]);

  const resendLink = async () => {
    try {
      await resend.mutateAsync();
      toast.success(t('verify.resent'));
    } catch (cause) {
      toast.error(cause instanceof ApiRequestError && cause.body.message ? cause.body.message : t('errors:somethingWentWrong'));
    }
  };
  const next = signedIn ? (
    <Button asChild>
      <Link to={href('welcome', {}, locale)}>{t('verify.continue')}</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to={href('login', {}, locale)}>{t('verify.login')}</Link>
    </Button>
  );

  if (verify.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="verify-result" data-outcome="verified">
        <p role="status" className="flex items-center gap-2 text-lg text-success">
          <CheckCircle2Icon aria-hidden="true" className="size-5" /> {t('verify.done')}
        </p>
        {next}
      </div>
    );
  }
  if (token && !verify.isError) {
    return (
      <p role="status" className="flex items-center gap-3">
        <Spinner /> {t('verify.checking')}
      </p>
    );
  }
  const reason = verify.error instanceof ApiRequestError ? verify.error.body.message : null;
  return (
    <div className="flex flex-col items-start gap-4" data-testid="verify-result" data-outcome="failed">
      <p role="alert" className="text-destructive">{token ? reason || t('verify.failed') : t('verify.missing')}</p>
      {signedIn ? (
        <Button variant="outline" loading={resend.isPending} onClick={() => void resendLink()}>
          {t('verify.resend')}
        </Button>
      ) : null}
      {next}
    </div>
  );
}
