import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountOverview } from '@ftown/domain/account/account.schemas';
import { request } from '@/lib/request';

export const accountKeys = { overview: ['account', 'overview'] as const };

/** GET /account/get: the account this sign-in manages and the enterprises it acts for. */
export const getAccount = (signal?: AbortSignal) => request<TAccountOverview>('/account/get', { signal });

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.overview, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
