import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CALLS } from '@ftown/domain/home/home.schemas';
import { callApi } from '@/lib/call-api';
import { homeKeys } from './keys';

/** GET /home/staffSummary: the signed-in staff member's queues, recent actions and the pipeline. */
export const getStaffSummary = (signal?: AbortSignal) => callApi(HOME_CALLS.staffSummary, {}, { signal });

export const staffSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.staff(), queryFn: ({ signal }) => getStaffSummary(signal) });

export const useStaffSummary = () => useQuery(staffSummaryQueryOptions());
