import type { ReactElement } from 'react';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { deriveSession, joinNodes } from '@ftown/domain/auth/session';
import { adminInfo, applyOf as draftOf, gov1Info } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';

/** Renders a review component with the providers a signed-in staff layout gives it, on a fresh query cache. */
export const renderReview = (element: ReactElement) =>
  renderWithProviders(element);

/** The service centre's chief (spec: 政务服务中心, 专员): intake and distribution, no assignment of their own. */
export const chiefInfo: TUserInfo = {
  ...adminInfo,
  id: 3,
  username: 'chief',
  realname: '陈主任',
  roleNames: ['examiner'],
  nodes: joinNodes(['examine', 'government/distribution', 'government/early', 'government/review']),
  orgNames: '政务服务中心',
  jobNames: '专员',
};

export const sessions = {
  admin: deriveSession(adminInfo),
  gov1: deriveSession(gov1Info),
  chief: deriveSession(chiefInfo),
};

/** An application in review at 政务服务中心初审, submitted once. */
export const applyOf = (over: Partial<TApply>): TApply =>
  draftOf({
    unicodes: 'ENT-1001',
    status: 2,
    stage: 'gov_early',
    version: 1,
    lockVersion: 3,
    submittedAt: '2026-03-02T08:00:00.000Z',
    ...over,
  });
