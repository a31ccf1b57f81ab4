import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $communityName, chosenCommunityName, communityChosen, COMMUNITY_QUERY_PARAM, CommunityLook } from '@/entities/community';

/** A `?community=` link followed inside the app switches the space: new look, and data read again in that space. */
export function CommunitySync() {
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [current, choose] = useUnit([$communityName, communityChosen]);
  useEffect(() => {
    if (!new URLSearchParams(search).has(COMMUNITY_QUERY_PARAM)) return;
    const name = chosenCommunityName({ hostname: window.location.hostname, search });
    if (name === current) return;
    choose(name);
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'community' });
  }, [search, current, choose, queryClient]);
  return <CommunityLook />;
}
