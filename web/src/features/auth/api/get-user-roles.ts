import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { callApi } from '@/lib/call-api';

export const userRolesKeys = { all: ['sam', 'userRoles'] as const };

/** GET /sam/getUserRoles: every role the user holds and the one the session acts with. */
export const getUserRoles = () => callApi(SAM_CALLS.getUserRoles, {});

export const userRolesQueryOptions = () => queryOptions({ queryKey: userRolesKeys.all, queryFn: getUserRoles });

export const useUserRoles = () => useQuery(userRolesQueryOptions());
