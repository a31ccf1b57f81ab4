import { lazyPage } from './lazy-page';
import type { PageRegistry } from './types';

const AUTH_TEXTS = ['auth', 'captcha', 'validation', 'errors'];

/** Sign-in, profile and requests screens. */
export const identityPages: PageRegistry = {
  login: lazyPage(() => import('@/pages/identity/login'), (m) => m.LoginPage, AUTH_TEXTS),
  register: lazyPage(() => import('@/pages/identity/register'), (m) => m.RegisterPage, AUTH_TEXTS),
  verify: lazyPage(() => import('@/pages/identity/verify-email'), (m) => m.VerifyEmailPage, ['auth', 'errors']),
  'reset-password': lazyPage(() => import('@/pages/identity/reset-password'), (m) => m.ResetPasswordPage, AUTH_TEXTS),
  profile: lazyPage(() => import('@/pages/identity/profile'), (m) => m.ProfilePage, ['profile', 'certification', 'api-keys', 'validation', 'errors']),
  requests: lazyPage(() => import('@/pages/identity/requests'), (m) => m.RequestsPage, ['requests', 'certification']),
  certification: lazyPage(() => import('@/pages/identity/certification'), (m) => m.CertificationPage, ['requests', 'certification']),
};
