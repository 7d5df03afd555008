import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CORRECTION_CALLS, type TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import { callApi } from '@/lib/call-api';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

/** GET /apply/home/getCorrections: the items of the latest return, each with whether the drafts changed it. */
export const useCorrections = (ref: ApplyRef | null, enabled: boolean) =>
  useQuery({
    queryKey: applyKeys.corrections(ref?.id ?? 0),
    queryFn: ({ signal }) => callApi(CORRECTION_CALLS.getCorrections, { id: ref!.id, unicodes: ref!.unicodes }, { signal }),
    enabled: ref !== null && enabled,
  });

/** A write that answers the round as it now stands: the checklist shows it at once. */
const useRoundWrite = <V extends ApplyRef>(write: (variables: V) => Promise<TCorrectionRound | null>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (round, { id }) => client.setQueryData(applyKeys.corrections(id), round),
  });
};

/** POST /apply/home/replyCorrection: the applicant's answer to one item ('' withdraws it). */
export const useReplyCorrection = () =>
  useRoundWrite(({ id, unicodes, item, reply }: ApplyRef & { item: number; reply: string }) =>
    callApi(CORRECTION_CALLS.replyCorrection, { id, unicodes, item, reply }),
  );

/** POST /apply/home/askToChangeMore: opens the whole form; recorded on the server with when. */
export const useAskToChangeMore = () => useRoundWrite(({ id, unicodes }: ApplyRef) => callApi(CORRECTION_CALLS.askToChangeMore, { id, unicodes }));
