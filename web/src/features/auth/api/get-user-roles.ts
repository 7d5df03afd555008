import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserRoles } from '@ftown/domain/auth/role-switch';
import { request } from '@/lib/request';

export const userRolesKeys = { all: ['sam', 'userRoles'] as const };

/** GET /sam/getUserRoles: every role the user holds and the one the session acts with. */
export const getUserRoles = () => request<TUserRoles>('/sam/getUserRoles');

export const userRolesQueryOptions = () => queryOptions({ queryKey: userRolesKeys.all, queryFn: getUserRoles });

export const useUserRoles = () => useQuery(userRolesQueryOptions());
