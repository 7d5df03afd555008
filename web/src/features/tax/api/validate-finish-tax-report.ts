import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

/** GET validateFinishTaxReport: 1 when the enterprise has completed tax registration, 0 when not. */
export const validateFinishTaxReport = (unicodes: string, signal?: AbortSignal) =>
  callApi(TAX_CALLS.validateFinishTaxReport, { unicodes }, { signal });

export const finishTaxReportQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: taxKeys.finish(unicodes), queryFn: ({ signal }) => validateFinishTaxReport(unicodes, signal) });

export const useFinishTaxReport = (unicodes: string | null) =>
  useQuery({ ...finishTaxReportQueryOptions(unicodes ?? ''), enabled: unicodes !== null });
