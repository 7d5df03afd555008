import type { TEchoMaterialRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /apply/home/echoMaterialApply: records the paper materials received; the stage stays. */
export const echoMaterialApply = (body: TEchoMaterialRequest) => postAction('echoMaterialApply', body);

export const useEchoMaterialApply = () => useReviewMutation(echoMaterialApply);
