import { useQuery } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SPORTS, isLocale, type SportId } from '@domain/catalog';
import type { Community } from '@domain/contract';
import { communityQueries } from '../api/community.queries';
import { $communityName } from './community.model';

/** The current space, or null before the lookup answered (or when it failed: the default look stays). */
export function useCurrentCommunity(): Community | null {
  const name = useUnit($communityName);
  const { data } = useQuery({ ...communityQueries.byDomain(name ?? ''), enabled: name !== null });
  return data ?? null;
}

export interface SportOption {
  value: SportId;
  label: string;
}

/** The sports a form may offer: only the space's sport when it has one, else every sport. */
export function useSportOptions(): SportOption[] {
  const community = useCurrentCommunity();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'es';
  return SPORTS.filter((sport) => !community || community.sportId === null || sport.id === community.sportId).map((sport) => ({
    value: sport.id,
    label: sport.label[locale],
  }));
}
