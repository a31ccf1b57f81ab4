import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $allowEdit, creatorChanged } from './owner-mode.model';

/**
 * Owner mode for the record on screen: reports its creator account while the screen shows it (none once it
 * leaves) and answers whether the current account may edit it.
 */
export function useOwnerMode(creatorAccountId: number | null): boolean {
  const [allowEdit, setCreator] = useUnit([$allowEdit, creatorChanged]);
  useEffect(() => {
    setCreator(creatorAccountId);
    return () => {
      setCreator(null);
    };
  }, [creatorAccountId, setCreator]);
  return allowEdit;
}
