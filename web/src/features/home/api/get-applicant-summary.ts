import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_CALLS } from '@ftown/domain/home/home.schemas';
import { callApi, type CallOptions } from '@/lib/call-api';
import { queryClient } from '@/lib/query-client';
import { homeKeys } from './keys';

/** GET /home/applicantSummary: the caller's own applications and their settled enterprises' reporting. */
export const getApplicantSummary = (options: CallOptions = {}) => callApi(HOME_CALLS.applicantSummary, {}, options);

export const applicantSummaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.applicant(), queryFn: ({ signal }) => getApplicantSummary({ signal }) });

export const useApplicantSummary = () => useQuery(applicantSummaryQueryOptions());

/**
 * The summary asked for before the home renders, on a first visit to /home_edge (app/routes-preload.ts), into the
 * cache the page's query reads. Silent: a failure is left in the cache, and the page's query asks again on mount
 * and reports it the usual way.
 */
export const prefetchApplicantSummary = () =>
  queryClient.prefetchQuery({ ...applicantSummaryQueryOptions(), queryFn: ({ signal }) => getApplicantSummary({ signal, silent: true }) });
