import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

/** GET getTaxReportList: the enterprise's reports, newest first, and the finished quarters still missing. */
export const getTaxReportList = (unicodes: string, signal?: AbortSignal) =>
  callApi(TAX_CALLS.getTaxReportList, { unicodes }, { signal });

export const taxReportListQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: taxKeys.reports(unicodes), queryFn: ({ signal }) => getTaxReportList(unicodes, signal) });

export const useTaxReportList = (unicodes: string) => useQuery(taxReportListQueryOptions(unicodes));
