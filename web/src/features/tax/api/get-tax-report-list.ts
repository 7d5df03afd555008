import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTaxReportList } from '@ftown/domain/tax/tax.schemas';
import { taxKeys, taxRequest } from './tax-request';

/** GET getTaxReportList: the enterprise's reports, newest first, and the finished quarters still missing. */
export const getTaxReportList = (unicodes: string, signal?: AbortSignal) =>
  taxRequest<TTaxReportList>('getTaxReportList', { params: { unicodes }, signal });

export const taxReportListQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: taxKeys.reports(unicodes), queryFn: ({ signal }) => getTaxReportList(unicodes, signal) });

export const useTaxReportList = (unicodes: string) => useQuery(taxReportListQueryOptions(unicodes));
