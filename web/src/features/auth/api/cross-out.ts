import type { TCrossOut, TCrossOutRequest } from '@ftown/domain/auth/handoff';
import { request } from '@/lib/request';

/** POST /sam/crossOut: the address of another park system with a fresh single-use hand-off. */
export const crossOut = (body: TCrossOutRequest, silent = false) =>
  request<TCrossOut>('/sam/crossOut', { method: 'POST', body, silent });
