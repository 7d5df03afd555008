import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { Session } from '@ftown/domain/auth/session';
import { allowedActions, type Actor } from '@ftown/domain/review/permission';
import type { Action } from '@ftown/domain/review/actions';
import { reviewStateOf } from '@ftown/domain/review/review-state';

export const actorOf = (session: Session): Actor => session;

/** The buttons a signed-in user gets for an application: the workflow's answer, never a per-page list. */
export const actionsFor = (apply: TApply, session: Session | null): Action[] =>
  session ? allowedActions(reviewStateOf(apply), actorOf(session)) : [];

/** How staff pages name an application's enterprise: its name, never the internal ENT- code. */
export const enterpriseLabelOf = (apply: Pick<TApply, 'name'>): string => apply.name || '（未填写企业名称）';
