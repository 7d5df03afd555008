import type { TCrossInRequest } from '@ftown/domain/auth/handoff';
import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/** POST /sam/crossIn; the /cross page shows a refusal itself. */
export const postCrossIn = (body: TCrossInRequest) => callLater(samCalls, 'crossIn', body, { silent: true });
