import { REVIEW_CALLS, type TEchoMaterialRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/echoMaterialApply: records the paper materials received; the stage stays. */
export const echoMaterialApply = (body: TEchoMaterialRequest) => callApi(REVIEW_CALLS.echoMaterialApply, body);

export const useEchoMaterialApply = () => useReviewMutation(echoMaterialApply);
