import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMINISTRATION_CALLS as CALLS, type TCompanyListQuery } from '@ftown/domain/administration/administration.schemas';
import { callApi } from '@/lib/call-api';
import { administrationKeys } from './keys';

/** GET /administration/companies/list: one page of the enterprises with a company account. */
export const useCompanyList = (query: TCompanyListQuery) =>
  useQuery({
    queryKey: administrationKeys.companyList(query),
    queryFn: ({ signal }) => callApi(CALLS.listCompanies, query, { signal }),
    placeholderData: keepPreviousData,
  });

const useCompanyWrite = <I, O>(write: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: administrationKeys.companies() }) });
};

export const useResetCompanyPassword = () => useCompanyWrite((id: number) => callApi(CALLS.resetCompanyPassword, { id }));
export const useSetCompanyDisabled = () =>
  useCompanyWrite(({ id, disabled }: { id: number; disabled: boolean }) => callApi(disabled ? CALLS.disableCompany : CALLS.enableCompany, { id }));
