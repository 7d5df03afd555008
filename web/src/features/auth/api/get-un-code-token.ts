import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/** GET /sam/getUnCodeToken answers code 0 with the one-time token as data (DESIGN section 2). */
export const getUnCodeToken = () => callLater(samCalls, 'getUnCodeToken', {}, { silent: true });
