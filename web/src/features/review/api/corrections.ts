import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { CORRECTION_CALLS, type TCorrectionCheckRequest } from '@ftown/domain/review/api/corrections.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** GET /apply/home/getCorrections: the items of the latest return or refusal, with old and new values and replies. */
export const useCorrectionRound = ({ id, unicodes }: Pick<TApply, 'id' | 'unicodes'>) =>
  useQuery({
    queryKey: reviewKeys.corrections(id),
    queryFn: ({ signal }) => callApi(CORRECTION_CALLS.getCorrections, { id, unicodes }, { signal }),
  });

/** POST /examine/flow/checkCorrection: ticks one item off (or back on); answers the round as it now stands. */
export const useCheckCorrection = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCorrectionCheckRequest) => callApi(CORRECTION_CALLS.checkCorrection, body),
    onSuccess: (round, { apply }) => client.setQueryData(reviewKeys.corrections(apply), round),
  });
};
