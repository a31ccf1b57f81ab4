import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthSession, ProfileUpdateInput, SessionUser } from '@domain/contract';
import { sessionQueries } from '@/entities/session';
import { apiFetch } from '@/shared/api';

export function useUpdateProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiFetch<{ user: SessionUser; session: AuthSession | null }>(`auth/${userId}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueries.all() }),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<{ url: string }>('uploads/avatar', { method: 'POST', body: form });
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiFetch<{ sent: boolean }>('auth/verify/resend', { method: 'POST', body: {} }) });
}
