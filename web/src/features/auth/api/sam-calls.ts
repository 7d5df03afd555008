/** The /sam contract table, fetched with zod on first use: the login screen and the guard call it (DESIGN section 8). */
export const samCalls = () => import('@ftown/domain/auth/auth.calls').then((m) => m.SAM_CALLS);
