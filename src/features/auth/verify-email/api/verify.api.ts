import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api';

export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => apiFetch<{ verified: boolean }>('auth/verify', { method: 'POST', body: { token } }) });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiFetch<{ sent: boolean }>('auth/verify/resend', { method: 'POST', body: {} }) });
}
