import { useEffect } from 'react';
import { useCurrentCommunity } from '../model/use-community';
import { applyCommunity } from '../lib/apply-community';

/** Keeps the theme and the API scope on the current space when it changes during the visit. */
export function CommunityLook() {
  const community = useCurrentCommunity();
  useEffect(() => {
    if (community) applyCommunity(community);
  }, [community]);
  return null;
}
