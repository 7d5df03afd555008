import type { TPassRequest } from '@ftown/domain/review/api/review.schemas';
import type { Stage } from '@ftown/domain/review/stages';
import { postAction, useReviewMutation } from './review-mutation';

/** The result goes as the form holds it; the server parses it with the stage's schema (its transforms included). */
export type PassBody = Pick<TPassRequest, 'apply' | 'opinion'> & { stage: Stage; result: Record<string, unknown> };

/** POST /examine/flow/pass: the stage the caller saw passes with its opinion and result. */
export const pass = (body: PassBody) => postAction('pass', body);

export const usePass = () => useReviewMutation(pass);
