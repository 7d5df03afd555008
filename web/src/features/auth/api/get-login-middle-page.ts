import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { callApi } from '@/lib/call-api';

/** GET /sam/getLoginMiddlePageByUrl: the community's sign-in page that lands on `url`. */
export const getLoginMiddlePageByUrl = (url: string) => callApi(SAM_CALLS.getLoginMiddlePageByUrl, { url }, { silent: true });
