import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CALLS, ZApplicantSummaryResponse } from '@ftown/domain/home/home.schemas';
import { request } from '@/lib/request';
import { homeKeys } from './keys';

/** GET /home/applicantSummary: the caller's own applications and their settled enterprises' reporting. */
export const getApplicantSummary = async (signal?: AbortSignal) =>
  ZApplicantSummaryResponse.shape.data.parse(await request<unknown>(HOME_CALLS.applicantSummary.path, { signal }));

export const applicantSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.applicant(), queryFn: ({ signal }) => getApplicantSummary(signal) });

export const useApplicantSummary = () => useQuery(applicantSummaryQueryOptions());
