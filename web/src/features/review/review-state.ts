import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { Session } from '@ftown/domain/auth/session';
import { allowedActions, type Actor, type ReviewState } from '@ftown/domain/review/permission';
import type { Action } from '@ftown/domain/review/actions';
import type { PathFacts } from '@ftown/domain/review/workflow';

/** The workflow's view of an application row; `renameOnMove` comes from the relocation section where it is known. */
export const reviewStateOf = (apply: TApply, renameOnMove?: boolean | null): ReviewState => ({
  status: apply.status,
  stage: apply.stage,
  haltedAt: apply.haltedAt,
  version: apply.version,
  unicodes: apply.unicodes,
  assignees: { government: apply.govExaminerId, statute: apply.statuteExaminerId },
  facts: factsOf(apply, renameOnMove),
});

export const factsOf = (apply: TApply, renameOnMove?: boolean | null): PathFacts => ({
  category: apply.category,
  companyType: apply.companyType,
  relocate: apply.relocate,
  renameOnMove,
});

export const actorOf = (session: Session): Actor => session;

/** The buttons a signed-in user gets for an application: the workflow's answer, never a per-page list. */
export const actionsFor = (apply: TApply, session: Session | null): Action[] =>
  session ? allowedActions(reviewStateOf(apply), actorOf(session)) : [];

/** How staff pages name an application's enterprise: its name, never the internal ENT- code. */
export const enterpriseLabelOf = (apply: Pick<TApply, 'name'>): string => apply.name || '（未填写企业名称）';
