import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_CALLS, type TAccountOverview } from '@ftown/domain/account/account.schemas';
import { callApi } from '@/lib/call-api';

export const accountKeys = { overview: ['account', 'overview'] as const };

/** GET /account/get: the account this sign-in manages and the enterprises it acts for. */
export const getAccount = (signal?: AbortSignal) => callApi(ACCOUNT_CALLS.get, {}, { signal });

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.overview, queryFn: ({ signal }) => getAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());

/** What the account signs in with (the server checks the same): a new password may be none of them. */
export const signInNamesOf = (account: TAccountOverview | undefined): string[] => (account ? [account.account, account.mobile] : []);
