import { useMutation } from '@tanstack/react-query';
import type { TSendSmsCodeRequest } from '@ftown/domain/auth/auth.schemas';
import { request } from '@/lib/request';

/** POST /sam/sendSmsCode. Refusals (too many requests, bad number) are toasted by the request layer. */
export const sendSmsCode = (body: TSendSmsCodeRequest) =>
  request<{ expiresIn: number }>('/sam/sendSmsCode', { method: 'POST', body });

export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
