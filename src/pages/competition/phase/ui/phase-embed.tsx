import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchQueries } from '@/entities/match';
import { EmbedButton } from '@/features/share/embed-code';

/** The code to show this phase's bracket or group tables on another website (one group may be chosen). */
export function PhaseEmbed({ view, validId, phaseId, title }: { view: 'groups' | 'brackets'; validId: number; phaseId: number; title: string }) {
  const { t } = useTranslation('phase');
  const draw = useQuery({ ...matchQueries.draw(phaseId), enabled: view === 'groups' });
  const groups = (draw.data?.groups ?? []).map((group) => ({ id: group.id, name: t('groups.name', { name: group.name }) }));
  return <EmbedButton route={view === 'groups' ? 'embed-groups' : 'embed-bracket'} params={{ validId, phaseId }} title={title} groups={groups} />;
}
