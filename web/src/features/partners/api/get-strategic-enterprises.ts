import { queryOptions, useQuery } from '@tanstack/react-query';
import { STRATEGIC_CALLS } from '@ftown/domain/partners/partners.schemas';
import { callApi } from '@/lib/call-api';
import { partnerKeys } from './get-partner-list';

/** GET /management/strategic/getEnterprises: the caller's enterprises by name and credit code. */
export const getStrategicEnterprises = (signal?: AbortSignal) => callApi(STRATEGIC_CALLS.getEnterprises, {}, { signal });

export const strategicEnterprisesQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.enterprises(), queryFn: ({ signal }) => getStrategicEnterprises(signal) });

export const useStrategicEnterprises = (enabled: boolean) => useQuery({ ...strategicEnterprisesQueryOptions(), enabled });
