import { EDGE_PREFIXES } from '@ftown/domain/applications/types';
import type { ApplyRecord } from '@ftown/domain/auth/storage';
import { REVIEW_MESSAGES } from '@ftown/domain/review/review-messages';
import type { OpinionParams } from './api/get-opinions';

/** Spec sections 5, 8 and 9. */
export const OPINION_TEXTS = {
  missingParams: '加载审核意见需要的参数无法满足',
  none: REVIEW_MESSAGES.noOpinions,
} as const;

/** Process categories with opinions to read: 2 returned (驳回), 3 not passed (不通过). */
const OPINION_PROCESSES = new Set(['2', '3']);
const VIEW_PAGE = '/edge/apply/index';
const FORM_PAGES = new Set(EDGE_PREFIXES.map(([prefix]) => `${prefix}/base`));

const positiveId = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * Spec section 4: on /edge/apply/index, or on the edit form of one of the applicant's application types with an
 * application id above 0; and only for process category '2' or '3' (the `ps` query parameter).
 */
export const showsOpinionButton = (pathname: string, query: URLSearchParams): boolean => {
  if (!OPINION_PROCESSES.has(query.get('ps') ?? '')) return false;
  const path = pathname.replace(/\/+$/, '');
  return path === VIEW_PAGE || (FORM_PAGES.has(path) && positiveId(query.get('id')) !== null);
};

/**
 * What getOpinions needs (spec section 5: non-empty unicodes and an apply id above 0): the link's id and
 * unicodes, or, when the link names no application, the stored application record (spec section 3), as the
 * view page itself falls back to it. Null when neither is usable.
 */
export const opinionParams = (query: URLSearchParams, stored: ApplyRecord | null): OpinionParams | null => {
  const id = query.get('id');
  const unicodes = query.get('unicodes')?.trim() ?? '';
  if (id === null && unicodes === '') return stored ? { apply: stored.id, unicodes: stored.unicodes } : null;
  const apply = positiveId(id);
  return apply !== null && unicodes !== '' ? { apply, unicodes } : null;
};
