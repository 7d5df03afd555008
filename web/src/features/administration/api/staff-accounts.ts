import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMINISTRATION_CALLS as CALLS,
  type TCreateStaffRequest,
  type TStaffListQuery,
  type TUpdateStaffRequest,
} from '@ftown/domain/administration/administration.schemas';
import { callApi } from '@/lib/call-api';
import { administrationKeys } from './keys';

/** GET /administration/staff/list: one page of the staff accounts, searched in the database. */
export const useStaffList = (query: TStaffListQuery) =>
  useQuery({
    queryKey: administrationKeys.staffList(query),
    queryFn: ({ signal }) => callApi(CALLS.listStaff, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** Every write of the page: the list is read again afterwards, whatever it changed. */
const useStaffWrite = <I, O>(write: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: administrationKeys.staff() }) });
};

export const useCreateStaff = () => useStaffWrite((request: TCreateStaffRequest) => callApi(CALLS.createStaff, request));
export const useUpdateStaff = () => useStaffWrite((request: TUpdateStaffRequest) => callApi(CALLS.updateStaff, request));
export const useResetStaffPassword = () => useStaffWrite((id: number) => callApi(CALLS.resetStaffPassword, { id }));
export const useSetStaffDisabled = () =>
  useStaffWrite(({ id, disabled }: { id: number; disabled: boolean }) => callApi(disabled ? CALLS.disableStaff : CALLS.enableStaff, { id }));
