/** `?community=liga-andina` picks a space; the choice is remembered for the next visits. */
export const COMMUNITY_QUERY_PARAM = 'community';
const STORAGE_KEY = 'community';
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The name to look the space up by: the query parameter, else the remembered choice, else the host's domain. */
export function chosenCommunityName(location: { hostname: string; search: string }, storage: Store | null = safeStorage()): string {
  const requested = new URLSearchParams(location.search).get(COMMUNITY_QUERY_PARAM)?.trim().toLowerCase();
  if (requested && NAME.test(requested)) {
    try {
      storage?.setItem(STORAGE_KEY, requested);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
    return requested;
  }
  const remembered = storage?.getItem(STORAGE_KEY);
  if (remembered && NAME.test(remembered)) return remembered;
  return location.hostname || 'localhost';
}
