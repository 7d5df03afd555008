import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { renderWithProviders } from '@/test/render';

/** Renders a page at a path with the providers a signed-in layout gives it, on a fresh query cache. */
export const renderPage = (path: string, routes: Record<string, ReactElement>) =>
  renderWithProviders(
    <Routes>
      {Object.entries(routes).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
    </Routes>,
    path,
  );

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
  unicodes: 'ENT-1',
  name: '杭州示例私募基金管理有限公司',
  category: 'manager',
  companyType: 'company',
  relocate: false,
  type: 'manager_company',
  status: 0,
  stage: null,
  haltedAt: null,
  version: 0,
  lockVersion: 0,
  inquire: null,
  bureau: null,
  examine_company_names: null,
  govExaminerId: null,
  statuteExaminerId: null,
  note: null,
  createdBy: 20,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  submittedAt: null,
  settledAt: null,
  enterprise: unsettled,
  ...over,
});
