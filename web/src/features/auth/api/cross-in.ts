import type { TCrossIn, TCrossInRequest } from '@ftown/domain/auth/handoff';
import { request } from '@/lib/request';

/** POST /sam/crossIn; the /cross page shows a refusal itself. */
export const postCrossIn = (body: TCrossInRequest) =>
  request<TCrossIn>('/sam/crossIn', { method: 'POST', body, silent: true });
