export { apiAddress, apiRequest, apiFetch, unwrap, ApiRequestError, isMissingRecord, rateLimitedFor } from './client';
export type { RequestOptions } from './client';
export { setApiCommunity, setApiLocale, setApiBaseUrl, setApiExtraHeaders } from './context';
export { createQueryClient } from './query-client';
export { usePhaseChanges, type LiveChange } from './live';
export { useBoardChanges, type BoardScope } from './board-live';
export { pageRecordsQuery } from './page-records';
