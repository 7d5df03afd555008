import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_CALLS, type TChangeMobileRequest } from '@ftown/domain/account/account.schemas';
import { callApi } from '@/lib/call-api';
import { useSessionStore } from '@/stores/session-store';
import { accountKeys } from './get-account';

/** POST /account/changeMobile with the code sent to the new number. */
export const changeMobile = (body: TChangeMobileRequest) => callApi(ACCOUNT_CALLS.changeMobile, body);

export const useChangeMobile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMobile,
    onSuccess: (_, body) => {
      // The top bar shows the bound number from the session; keep it in step without a reload.
      const { session, setSession } = useSessionStore.getState();
      if (session) setSession({ ...session, mobile: body.mobile.trim() });
      return client.invalidateQueries({ queryKey: accountKeys.overview });
    },
  });
};
