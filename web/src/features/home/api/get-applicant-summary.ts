import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CALLS } from '@ftown/domain/home/home.schemas';
import { callApi } from '@/lib/call-api';
import { homeKeys } from './keys';

/** GET /home/applicantSummary: the caller's own applications and their settled enterprises' reporting. */
export const getApplicantSummary = (signal?: AbortSignal) => callApi(HOME_CALLS.applicantSummary, {}, { signal });

export const applicantSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.applicant(), queryFn: ({ signal }) => getApplicantSummary(signal) });

export const useApplicantSummary = () => useQuery(applicantSummaryQueryOptions());
