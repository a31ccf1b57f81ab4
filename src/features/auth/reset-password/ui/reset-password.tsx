import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fragmentToken } from '@/entities/session';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

/** Without a token: ask for the link. With the mailed token: choose the new password. */
export function ResetPassword() {
  const { hash } = useLocation();
  const [token] = useState(() => {
    const found = fragmentToken(hash);
    // The token stays in memory only, out of the history and of any later Referer.
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}
