import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxKeys, taxRequest } from './tax-request';

/** GET validateFinishTaxReport: 1 when the enterprise has completed tax registration, 0 when not. */
export const validateFinishTaxReport = (unicodes: string, signal?: AbortSignal) =>
  taxRequest<0 | 1>('validateFinishTaxReport', { params: { unicodes }, signal });

export const finishTaxReportQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: taxKeys.finish(unicodes), queryFn: ({ signal }) => validateFinishTaxReport(unicodes, signal) });

export const useFinishTaxReport = (unicodes: string | null) =>
  useQuery({ ...finishTaxReportQueryOptions(unicodes ?? ''), enabled: unicodes !== null });
