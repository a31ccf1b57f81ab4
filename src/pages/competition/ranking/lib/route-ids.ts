import { useParams } from 'react-router-dom';

export type RankingIds = {
  rankingId: number;
  rankingModalityId: number;
  validId: number;
  balanceId: number;
};

/** The route's ids as numbers (0 when absent or malformed, which no record has). */
export function useRankingIds(): RankingIds {
  const params = useParams();
  const read = (name: keyof RankingIds) => {
    const value = Number(params[name]);
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return { rankingId: read('rankingId'), rankingModalityId: read('rankingModalityId'), validId: read('validId'), balanceId: read('balanceId') };
}

/** A whole number from the query string, or undefined. */
export const numberParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
