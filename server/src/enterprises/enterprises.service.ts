import type { Kysely } from 'kysely';
import { typeOf, APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { applyOutcomeLabel } from '@ftown/domain/enterprises/apply-outcome';
import { ENTERPRISE_STATUS_LABELS } from '@ftown/domain/enterprises/enterprise-status';
import {
  ENTERPRISE_MESSAGES,
  type TEnterpriseApply,
  type TEnterpriseDetail,
  type TEnterpriseFilter,
  type TEnterpriseListQuery,
  type TEnterprisePage,
  type TEnterpriseRow,
  type TReportingCounts,
} from '@ftown/domain/enterprises/enterprises.schemas';
import { formatDate } from '@ftown/domain/formats/date-time';
import type { YearQuarter } from '@ftown/domain/tax/quarters';
import { reportingStateOf } from '@ftown/domain/tax/reporting-state';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { buildXlsx } from '../files/xlsx.ts';
import { filedQuarters } from '../reporting/filed-quarters.ts';
import * as repo from './enterprises.repository.ts';

export type EnterprisesServiceDeps = { db: Kysely<DB>; clock: Clock };
export type EnterprisesService = ReturnType<typeof createEnterprisesService>;

/** The export reads the register in pages of this many rows, so no query loads it all at once. */
const EXPORT_BATCH = 500;

/** The register's reporting counts: domain reportingStateOf, the one rule the company's page and staff use too. */
const reportingOf = (settledAt: Date, filed: readonly YearQuarter[], now: Date) => {
  const state = reportingStateOf({ settledAt, filed, now });
  const counts: TReportingCounts = { due: state.due.length, filed: state.filed.length, missing: state.missing.length };
  return { counts, missing: state.missing };
};

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

const groupBy = <T extends { enterpriseId: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.enterpriseId, [...(map.get(row.enterpriseId) ?? []), row]);
  return map;
};

export const createEnterprisesService = ({ db, clock }: EnterprisesServiceDeps) => {
  /** The register rows with their applications and reporting state, two queries for the whole page. */
  const rowsOf = async (entries: readonly repo.RegisterRow[], now: Date) => {
    const ids = entries.map((e) => e.id);
    const [applies, filed] = await Promise.all([repo.listEnterpriseApplies(db, ids), filedQuarters(db, ids)]);
    const appliesOf = groupBy(applies);
    const filedOf = groupBy(filed);
    return entries.map((e) => {
      const reporting = e.settledAt === null ? null : reportingOf(e.settledAt, filedOf.get(e.id) ?? [], now);
      const row: TEnterpriseRow = {
        unicodes: e.unicodes,
        name: e.name,
        creditCode: e.creditCode,
        status: e.status,
        applyType: e.applyType,
        registeredAddress: e.registeredAddress,
        registrationAuthority: e.registrationAuthority,
        licenceNo: e.licenceNo,
        licenceDate: e.licenceDate,
        settledAt: iso(e.settledAt),
        applies: (appliesOf.get(e.id) ?? []).map(
          (a): TEnterpriseApply => ({
            id: a.id,
            type: typeOf(a.category, a.companyType, a.relocate),
            status: a.status,
            stage: a.stage,
            haltedAt: a.haltedAt,
            version: a.version,
            submittedAt: iso(a.submittedAt),
            updatedAt: a.updatedAt.toISOString(),
          }),
        ),
        reporting: reporting?.counts ?? null,
      };
      return { row, missing: reporting?.missing ?? [] };
    });
  };

  return {
    async list(query: TEnterpriseListQuery): Promise<TEnterprisePage> {
      const { total, items } = await repo.pageRegister(db, query, (query.page - 1) * query.size, query.size);
      const rows = await rowsOf(items, clock.now());
      return { total, page: query.page, size: query.size, items: rows.map((r) => r.row) };
    },

    async detail(unicodes: string): Promise<TEnterpriseDetail> {
      const entry = await repo.findRegisterEntry(db, unicodes);
      if (!entry) throw new AppError('notFound', ENTERPRISE_MESSAGES.notFound);
      const [{ row, missing }] = (await rowsOf([entry], clock.now())) as [Awaited<ReturnType<typeof rowsOf>>[number]];
      return {
        ...row,
        officers: entry.officers,
        capital: entry.capital,
        settledApplyId: entry.settledApplyId,
        settledVersion: entry.settledVersion,
        missingQuarters: missing,
      };
    },

    /** The filtered register as an .xlsx, with the list's columns and order. */
    async exportList(filter: TEnterpriseFilter) {
      const now = clock.now();
      const rows: string[][] = [EXPORT_HEADER];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const { items } = await repo.pageRegister(db, filter, offset, EXPORT_BATCH);
        for (const { row } of await rowsOf(items, now)) rows.push(exportRow(row));
        if (items.length < EXPORT_BATCH) break;
      }
      return { filename: `企业名录-${formatDate(now)}.xlsx`, workbook: buildXlsx([{ name: '企业名录', rows }]) };
    },
  };
};

export const EXPORT_HEADER = ['企业编号', '企业名称', '统一社会信用代码', '状态', '申请类型', '注册地址', '入驻日期', '申请及结果', '应报季度', '已报季度', '未报季度'];

/** One register row as the export writes it: every cell text, dates in park time. */
export const exportRow = (row: TEnterpriseRow): string[] => [
  row.unicodes,
  row.name,
  row.creditCode ?? '',
  ENTERPRISE_STATUS_LABELS[row.status],
  row.applyType ? APPLY_TYPE_TITLES[row.applyType] : '',
  row.registeredAddress ?? '',
  row.settledAt ? formatDate(row.settledAt) : '',
  row.applies.map((a) => `${APPLY_TYPE_TITLES[a.type]}：${applyOutcomeLabel(a)}`).join('；'),
  row.reporting ? String(row.reporting.due) : '',
  row.reporting ? String(row.reporting.filed) : '',
  row.reporting ? String(row.reporting.missing) : '',
];
