import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CALLS, ZStaffSummaryResponse } from '@ftown/domain/home/home.schemas';
import { request } from '@/lib/request';
import { homeKeys } from './keys';

/** GET /home/staffSummary: the signed-in staff member's queues, recent actions and the pipeline. */
export const getStaffSummary = async (signal?: AbortSignal) =>
  ZStaffSummaryResponse.shape.data.parse(await request<unknown>(HOME_CALLS.staffSummary.path, { signal }));

export const staffSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.staff(), queryFn: ({ signal }) => getStaffSummary(signal) });

export const useStaffSummary = () => useQuery(staffSummaryQueryOptions());
