import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/** POST /sam/logout: revokes the token on the server. */
export const postLogout = (signal?: AbortSignal) => callLater(samCalls, 'logout', undefined, { silent: true, signal });
