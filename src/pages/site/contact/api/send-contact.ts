import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactReceipt } from '@domain/contract';
import { apiFetch } from '@/shared/api';

export function useSendContact() {
  return useMutation({
    mutationFn: (body: ContactInput) => apiFetch<ContactReceipt>('contact', { method: 'POST', body }),
  });
}
