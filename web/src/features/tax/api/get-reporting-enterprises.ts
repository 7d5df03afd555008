import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

/** GET getReportingEnterprises: the enterprises the caller acts for, with their register state and counts. */
const getReportingEnterprises = (signal?: AbortSignal) => callApi(TAX_CALLS.reportingEnterprises, {}, { signal });

export const useReportingEnterprises = () =>
  useQuery(queryOptions({ queryKey: taxKeys.mine(), queryFn: ({ signal }) => getReportingEnterprises(signal) }));
