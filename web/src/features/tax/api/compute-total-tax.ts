import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_CALLS, type TComputeTotalTaxRequest } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

export type TypedAmounts = Record<keyof TComputeTotalTaxRequest, string>;

/** GET computeTotalTax: the server's exact total of what has been typed so far. */
export const computeTotalTax = (amounts: TypedAmounts, signal?: AbortSignal) =>
  callApi(TAX_CALLS.computeTotalTax, amounts, { signal, silent: true });

export const computeTotalTaxQueryOptions = (amounts: TypedAmounts) =>
  queryOptions({
    queryKey: taxKeys.total(amounts),
    queryFn: ({ signal }) => computeTotalTax(amounts, signal),
    staleTime: Infinity,
    retry: false,
  });

/** `amounts` should be debounced by the caller; the last total stays on screen while the next loads. */
export const useComputeTotalTax = (amounts: TypedAmounts, enabled: boolean) =>
  useQuery({ ...computeTotalTaxQueryOptions(amounts), enabled, placeholderData: keepPreviousData });
