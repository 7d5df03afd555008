import type { TCompanyListQuery, TStaffListQuery } from '@ftown/domain/administration/administration.schemas';

/** Query keys of 系统管理. */
export const administrationKeys = {
  all: ['administration'] as const,
  staff: () => [...administrationKeys.all, 'staff'] as const,
  staffList: (query: TStaffListQuery) => [...administrationKeys.staff(), query] as const,
  companies: () => [...administrationKeys.all, 'companies'] as const,
  companyList: (query: TCompanyListQuery) => [...administrationKeys.companies(), query] as const,
};
