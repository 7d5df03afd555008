import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_CALLS } from '@ftown/domain/account/account.schemas';
import { callApi } from '@/lib/call-api';

export const accountKeys = { overview: ['account', 'overview'] as const };

/** GET /account/get: the account this sign-in manages and the enterprises it acts for. */
export const getAccount = (signal?: AbortSignal) => callApi(ACCOUNT_CALLS.get, {}, { signal });

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.overview, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
