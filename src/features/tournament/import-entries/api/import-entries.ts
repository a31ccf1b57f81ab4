import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryImportPreview, EntryImportResult } from '@domain/contract';
import { tournamentQueries } from '@/entities/tournament';
import { apiFetch } from '@/shared/api';

/** The dry run: the server reads and checks the rows, nothing is written. */
export function usePreviewImport(validId: number) {
  return useMutation({
    mutationFn: (text: string) => apiFetch<EntryImportPreview>(`inscribed/${validId}/import/preview`, { method: 'POST', body: { text } }),
  });
}

/** Writes the previewed valid rows; a 409 means the preview no longer holds. */
export function useConfirmImport(validId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; token: string }) => apiFetch<EntryImportResult>(`inscribed/${validId}/import`, { method: 'POST', body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: tournamentQueries.all() }),
  });
}
