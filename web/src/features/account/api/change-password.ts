import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@ftown/domain/account/account.schemas';
import { request } from '@/lib/request';

/** POST /account/changePassword: the account's other sessions end; this one stays. */
export const changePassword = (body: TChangePasswordRequest) =>
  request<{ message: string }>('/account/changePassword', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
