import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useCurrentCommunity } from '@/entities/community';
import { AccountPicker, accountSelected, sessionStarted, takePostLoginTarget } from '@/entities/session';
import { href, useLocale } from '@/shared/routes';
import { Captcha } from '@/shared/ui/captcha';
import { Spinner } from '@/shared/ui/spinner';
import { readSocialSession, socialStartUrl } from '../api/login.api';
import { errorText } from '../lib/error-text';
import { loginMachine } from '../model/login.machine';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';

/** The sign-in flow on screen: the machine decides, this renders its state and carries out its effects. */
export function LoginFlow() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const social = params.get('social');
  const communityId = useCurrentCommunity()?.id ?? null;
  const [startSession, selectAccount] = useUnit([sessionStarted, accountSelected]);
  // The machine is made once; its effects read the latest values through this ref.
  const deps = useRef({ communityId, locale, navigate, startSession, selectAccount });
  deps.current = { communityId, locale, navigate, startSession, selectAccount };
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: { readSocialSession: fromPromise(({ signal }) => readSocialSession(deps.current.communityId, signal)) },
      actions: {
        startSession: ({ context }) => {
          if (context.session) deps.current.startSession(context.session);
        },
        selectAccount: (_, { accountId }) => deps.current.selectAccount(accountId),
        redirect: () => void deps.current.navigate(takePostLoginTarget() ?? href('welcome', {}, deps.current.locale), { replace: true }),
        goToProvider: (_, { provider, captcha }) => window.location.assign(socialStartUrl(provider, captcha, deps.current.locale, deps.current.communityId)),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { socialReturn: social === 'done' } });
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const { error, session, captchaStrength } = useSelector(actor, (snapshot) => snapshot.context);
  // Every attempt spends the captcha: after a failure the widget solves a fresh one.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (state === 'failure') setRound((value) => value + 1);
  }, [state]);

  if (state === 'accountSelection' && session) {
    return (
      <section aria-labelledby="account-choice" data-login-state={state} className="flex flex-col gap-4">
        <h2 id="account-choice" className="text-2xl font-bold">{t('accounts.title')}</h2>
        <p className="text-muted-foreground">{t('accounts.lead')}</p>
        <AccountPicker
          accounts={session.user.accounts}
          onSelect={(accountId) => actor.send({ type: 'account.selected', accountId })}
          labelOf={(account) => t('accounts.choose', { name: account.name })}
          defaultLabel={t('accounts.default')}
        />
      </section>
    );
  }
  if (state === 'redirecting' || state === 'toProvider' || state === 'socialReturn') {
    const text = state === 'socialReturn' ? t('login.socialReturning') : t('login.redirecting');
    return (
      <p role="status" data-login-state={state} className="flex items-center gap-3 py-8 text-lg">
        <Spinner /> {text}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6" data-login-state={state}>
      {social === 'failed' || social === 'captcha' ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {social === 'captcha' ? t('errors:captcha') : t('login.socialFailed')}
        </p>
      ) : null}
      <LoginForm busy={state === 'submitting'} onSubmit={(credentials) => actor.send({ type: 'credentials.submitted', credentials })}>
        <Captcha
          round={round}
          strength={captchaStrength}
          onSolved={(token) => actor.send({ type: 'captcha.solved', token })}
          onCleared={() => actor.send({ type: 'captcha.expired' })}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="login-error">
            {errorText(error, t)}
          </p>
        ) : null}
      </LoginForm>
      <SocialSignIn disabled={state === 'submitting'} onChoose={(provider) => actor.send({ type: 'social.requested', provider })} />
      <div className="flex flex-col gap-2 text-sm">
        <Link to={href('reset-password', {}, locale)} className="underline underline-offset-4">{t('login.forgot')}</Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link to={href('register', {}, locale)} className="font-medium underline underline-offset-4">{t('login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
