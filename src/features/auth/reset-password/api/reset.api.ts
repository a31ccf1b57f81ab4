import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api';

export function useRequestReset() {
  return useMutation({
    mutationFn: ({ email, captcha }: { email: string; captcha: string }) =>
      apiFetch<{ sent: boolean }>('auth/reset/request', { method: 'POST', body: { email, recaptcha: captcha } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => apiFetch<{ reset: boolean }>('auth/reset', { method: 'POST', body: { token, password } }),
  });
}
