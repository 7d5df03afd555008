import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUEUE_CALLS } from '@ftown/domain/review/api/queue.calls';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

const STALE_MS = 5 * 60_000;

/** GET /sam/getUserListByNode?node=1: every staff member, to name the examiners a queue shows. */
export const getStaffUsers = (signal?: AbortSignal) => callApi(QUEUE_CALLS.getUserListByNode, { node: '1' }, { signal });

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.staff(), queryFn: ({ signal }) => getStaffUsers(signal), staleTime: STALE_MS });

/** Staff names by id; an id the list does not know reads as its number. */
export const useStaffNames = () => {
  const query = useQuery(staffUsersQueryOptions());
  const names = new Map((query.data ?? []).map((u) => [u.id, u.name]));
  return (id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
};
