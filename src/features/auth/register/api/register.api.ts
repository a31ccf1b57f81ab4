import { useMutation } from '@tanstack/react-query';
import type { AuthSession, RegisterInput } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export function useRegister() {
  return useMutation({
    mutationFn: ({ fields, captcha }: { fields: RegisterInput; captcha: string }) =>
      apiFetch<AuthSession>('auth/register', { method: 'POST', body: { ...fields, recaptcha: captcha, channel: 'WEB' } }),
  });
}
