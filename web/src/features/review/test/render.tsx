import type { ReactElement } from 'react';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { deriveSession, joinNodes } from '@ftown/domain/auth/session';
import { adminInfo, gov1Info } from '@/test/fixtures';
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

/** An enterprise the register knows only by its code and name: nothing has settled yet. */
const unsettled: TApply['enterprise'] = {
  status: 'applying',
  name: '杭州示例私募基金管理有限公司',
  creditCode: null,
  registeredAddress: null,
  registrationAuthority: null,
  licenceNo: null,
  licenceDate: null,
  settledAt: null,
};

export const applyOf = (over: Partial<TApply>): TApply => ({
  id: 1,
  unicodes: 'ENT-1001',
  name: '杭州示例私募基金管理有限公司',
  category: 'manager',
  companyType: 'company',
  relocate: false,
  type: 'manager_company',
  status: 2,
  stage: 'gov_early',
  haltedAt: null,
  version: 1,
  lockVersion: 3,
  inquire: null,
  bureau: null,
  examine_company_names: null,
  govExaminerId: null,
  statuteExaminerId: null,
  note: null,
  createdBy: 20,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  submittedAt: '2026-03-02T08:00:00.000Z',
  settledAt: null,
  enterprise: unsettled,
  ...over,
});
