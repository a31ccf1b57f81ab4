import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readEmbedOptions, type EmbedOptions } from '@domain/routes/embed';

/** The options the embed code chose in the address's query (theme, size, one group). */
export function useEmbedOptions(): EmbedOptions {
  const { search } = useLocation();
  return useMemo(() => readEmbedOptions(search), [search]);
}
