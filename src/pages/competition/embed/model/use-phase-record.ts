import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useLivePhase } from '@/entities/match';
import { tournamentQueries } from '@/entities/tournament';
import { missingRecord } from './missing';

/**
 * The tournament and phase an embed's address names, followed live: every draw or result saved makes what the
 * embed shows read again. A phase of another tournament is as missing as one that does not exist.
 */
export function usePhaseRecord() {
  const params = useParams();
  const validId = Number(params.validId);
  const phaseId = Number(params.phaseId);
  const tournament = useQuery(tournamentQueries.detail(validId));
  const phase = useQuery(tournamentQueries.phase(phaseId));
  useLivePhase(Number.isInteger(phaseId) && phaseId > 0 ? phaseId : null);
  if (phase.data && phase.data.validId !== validId) throw missingRecord();
  return { validId, phaseId, tournament, phase };
}
