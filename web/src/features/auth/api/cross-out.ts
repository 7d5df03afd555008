import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import type { TCrossOutRequest } from '@ftown/domain/auth/handoff';
import { callApi } from '@/lib/call-api';

/** POST /sam/crossOut: the address of another park system with a fresh single-use hand-off. */
export const crossOut = (body: TCrossOutRequest, silent = false) => callApi(SAM_CALLS.crossOut, body, { silent });
