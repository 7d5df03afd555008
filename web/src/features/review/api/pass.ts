import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import type { CallInput } from '@ftown/domain/api/contract';
import type { Stage } from '@ftown/domain/review/stages';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

type PassInput = CallInput<typeof REVIEW_CALLS.pass>;

/**
 * The stage and result go as the dialog holds them, not narrowed to one stage's result type: the server parses the
 * result with the stage's schema (its transforms included) and answers a refusal field by field.
 */
export type PassBody = Omit<PassInput, 'stage' | 'result'> & { stage: Stage; result: Record<string, unknown> };

/** POST /examine/flow/pass: the stage the caller saw passes with its opinion and result. */
export const pass = (body: PassBody) => callApi(REVIEW_CALLS.pass, body as PassInput);

export const usePass = () => useReviewMutation(pass);
