import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_CALLS, type TChangePasswordRequest } from '@ftown/domain/account/account.schemas';
import { callApi } from '@/lib/call-api';

/** POST /account/changePassword: the account's other sessions end; this one stays. */
export const changePassword = (body: TChangePasswordRequest) => callApi(ACCOUNT_CALLS.changePassword, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
