import { queryOptions, useQuery } from '@tanstack/react-query';
import { STRATEGIC_CALLS } from '@ftown/domain/partners/partners.schemas';
import { callApi } from '@/lib/call-api';
import { partnerKeys } from './get-partner-list';

/** GET /management/strategic/get: the enterprise's record, or null before the first save. */
export const getStrategicRecord = (unicodes: string, signal?: AbortSignal) =>
  callApi(STRATEGIC_CALLS.get, { unicodes }, { signal });

export const strategicRecordQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: partnerKeys.record(unicodes), queryFn: ({ signal }) => getStrategicRecord(unicodes, signal) });

export const useStrategicRecord = (unicodes: string) => useQuery(strategicRecordQueryOptions(unicodes));
