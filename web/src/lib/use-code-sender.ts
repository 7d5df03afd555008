import { useCallback, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@ftown/domain/auth/sign-in-constants';
import { RequestError } from './request';
import { useCountdown } from './use-countdown';

/**
 * A "get code" button's state: whether a send is in flight, and the seconds before the next one may be asked
 * for. The countdown starts at the server's one-a-minute rule after a send, or at the seconds the server names
 * when it refuses one as too soon.
 */
export const useCodeSender = () => {
  const [sending, setSending] = useState(false);
  const { left, start } = useCountdown();

  /** Runs the send; its answer, or null when it was refused (the request layer has shown why). */
  const send = useCallback(
    async <T>(request: () => Promise<T>): Promise<T | null> => {
      setSending(true);
      try {
        const answer = await request();
        start(SMS_RESEND_SECONDS);
        return answer;
      } catch (error) {
        if (error instanceof RequestError && error.retryAfter !== null) start(error.retryAfter);
        return null;
      } finally {
        setSending(false);
      }
    },
    [start],
  );

  const reset = useCallback(() => start(0), [start]);
  return { sending, left, send, reset };
};
