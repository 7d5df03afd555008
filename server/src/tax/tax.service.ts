import type { Kysely } from 'kysely';
import { formatAmount } from '@ftown/domain/formats/amount';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { EnterpriseStatus } from '@ftown/domain/enterprises/enterprise-status';
import { isReportableQuarter, quarterIndex, quarterOf, yearQuarterLabel, type YearQuarter, FIRST_REPORT_YEAR } from '@ftown/domain/tax/quarters';
import { isBeforeSettlement, reportingStateOf } from '@ftown/domain/tax/reporting-state';
import {
  computeTotalTax,
  TAX_AMOUNT_FIELDS,
  TAX_AMOUNT_LABELS,
  TAX_MESSAGES,
  type TAddTaxReport,
  type TaxAmounts,
  type TEnterpriseTaxList,
  type TReportingEnterprise,
  type TReportingEnterpriseRow,
  type TTaxReport,
  type TTaxReportList,
} from '@ftown/domain/tax/tax.schemas';
import { AppError } from '../app-error.ts';
import { enterpriseFor } from '../auth/enterprise-access.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import * as repo from './tax.repository.ts';
import { buildXlsx } from '../files/xlsx.ts';
import { filedQuarters } from '../reporting/filed-quarters.ts';

export type TaxService = ReturnType<typeof createTaxService>;

type ReportRow = Awaited<ReturnType<typeof repo.listReports>>[number];

const toReport = (unicodes: string, row: ReportRow): TTaxReport => ({
  id: row.id,
  unicodes,
  reportYear: row.reportYear,
  reportQuarter: row.reportQuarter,
  valueAddedTax: row.valueAddedTax,
  companyTax: row.companyTax,
  personalTax: row.personalTax,
  otherTax: row.otherTax,
  totalTax: computeTotalTax(row),
  addTime: row.createdAt.toISOString(),
});

type RegisterState = { name: string; status: EnterpriseStatus; settledAt: Date | null };

/**
 * Tax registration and quarterly reports are for settled enterprises only (issue 12): an enterprise still
 * applying is refused with 409 (its state does not allow it yet), naming it. Returns the settlement time.
 */
const settledAtOf = (enterprise: RegisterState): Date => {
  if (enterprise.status !== 'settled' || enterprise.settledAt === null) throw new AppError('conflict', TAX_MESSAGES.notSettled(enterprise.name));
  return enterprise.settledAt;
};

const toReportingEnterprise = (e: RegisterState & { unicodes: string; creditCode: string | null; taxFinish: number }): TReportingEnterprise => ({
  unicodes: e.unicodes,
  name: e.name,
  creditCode: e.creditCode,
  status: e.status,
  settledAt: e.settledAt?.toISOString() ?? null,
  taxFinish: e.taxFinish === 1 ? 1 : 0,
});

export const createTaxService = ({ db, clock }: { db: Kysely<DB>; clock: Clock }) => {
  const forFiling = (user: AuthUser, unicodes: string) => enterpriseFor(db, user, unicodes, 'write', TAX_MESSAGES.staffReadOnly);

  /**
   * The quarter must have ended, be within the park's reporting years and not precede the enterprise's
   * settlement quarter (400 on the quarter field).
   */
  const checkQuarter = (q: YearQuarter, settledAt: Date) => {
    const refuse = (message: string) => new AppError('badInput', message, { fields: { reportQuarter: message } });
    if (!isReportableQuarter(q, clock.now())) {
      throw refuse(q.reportYear < FIRST_REPORT_YEAR ? TAX_MESSAGES.tooEarly : TAX_MESSAGES.future(yearQuarterLabel(q)));
    }
    if (isBeforeSettlement(q, settledAt)) throw refuse(TAX_MESSAGES.beforeSettlement(yearQuarterLabel(quarterOf(settledAt))));
  };

  const duplicate = (q: YearQuarter) => new AppError('conflict', TAX_MESSAGES.duplicate(yearQuarterLabel(q)));

  const computeTotal = (amounts: TaxAmounts) => ({ totalTax: computeTotalTax(amounts) });

  const validateReportDate = async (user: AuthUser, q: YearQuarter & { unicodes: string }) => {
    const enterprise = await forFiling(user, q.unicodes);
    checkQuarter(q, settledAtOf(enterprise));
    if (await repo.findReport(db, enterprise.id, q.reportYear, q.reportQuarter)) throw duplicate(q);
    return null;
  };

  /** Settled state, registration flag, quarter and uniqueness are all re-checked inside the transaction that files. */
  const addReport = async (user: AuthUser, report: TAddTaxReport): Promise<TTaxReport> => {
    const enterprise = await forFiling(user, report.unicodes);
    checkQuarter(report, settledAtOf(enterprise));
    const row = await db.transaction().execute(async (trx) => {
      const locked = await repo.lockEnterprise(trx, enterprise.id);
      checkQuarter(report, settledAtOf({ ...locked, name: enterprise.name }));
      if (locked.taxFinish !== 1) throw new AppError('conflict', TAX_MESSAGES.finishRequired);
      const inserted = await repo.insertReport(trx, {
        enterpriseId: enterprise.id,
        reportYear: report.reportYear,
        reportQuarter: report.reportQuarter,
        valueAddedTax: report.valueAddedTax,
        companyTax: report.companyTax,
        personalTax: report.personalTax,
        otherTax: report.otherTax,
        createdBy: user.id,
        createdAt: clock.now(),
      });
      if (!inserted) throw duplicate(report);
      return inserted;
    });
    return toReport(enterprise.unicodes, row);
  };

  const reportList = async (user: AuthUser, unicodes: string): Promise<TTaxReportList> => {
    const enterprise = await enterpriseFor(db, user, unicodes, 'read');
    const rows = await repo.listReports(db, enterprise.id);
    const state = reportingStateOf({ settledAt: enterprise.settledAt, filed: rows, now: clock.now() });
    return { enterprise: toReportingEnterprise(enterprise), items: rows.map((r) => toReport(enterprise.unicodes, r)), ...state };
  };

  const finishFlag = async (user: AuthUser, unicodes: string) => {
    const enterprise = await enterpriseFor(db, user, unicodes, 'read');
    return enterprise.taxFinish === 1 ? 1 : 0;
  };

  const saveFinishFlag = async (user: AuthUser, unicodes: string, flag: 0 | 1) => {
    const enterprise = await forFiling(user, unicodes);
    settledAtOf(enterprise);
    const changed = await db.transaction().execute(async (trx) => {
      settledAtOf({ ...(await repo.lockEnterprise(trx, enterprise.id)), name: enterprise.name });
      return repo.setTaxFinish(trx, enterprise.id, flag);
    });
    if (!changed) throw new AppError('conflict', TAX_MESSAGES.cannotUnfinish);
    return null;
  };

  /** The enterprises the caller acts for, settled or not, so the web can name them and say why one cannot report. */
  const reportingEnterprises = async (user: AuthUser): Promise<TReportingEnterpriseRow[]> => {
    const enterprises = await repo.ownEnterprises(db, user.id);
    const filed = await filedQuarters(
      db,
      enterprises.map((e) => e.id),
    );
    const now = clock.now();
    return enterprises.map((e) => {
      const state = reportingStateOf({ settledAt: e.settledAt, filed: filed.filter((f) => f.enterpriseId === e.id), now });
      return { ...toReportingEnterprise(e), dueCount: state.due.length, filedCount: state.filed.length, missingCount: state.missing.length };
    });
  };

  /** Staff overview: the settled enterprises, each with the same reporting state its own page shows. */
  const enterpriseList = async (query: { page: number; size: number; keyword?: string }): Promise<TEnterpriseTaxList> => {
    const page = await repo.pageEnterprises(db, query.page, query.size, query.keyword);
    const filed = await filedQuarters(
      db,
      page.items.map((e) => e.id),
    );
    const now = clock.now();
    return {
      total: page.total,
      items: page.items.map((e) => {
        const own = filed.filter((f) => f.enterpriseId === e.id);
        const last = own.at(-1);
        const state = reportingStateOf({ settledAt: e.settledAt, filed: own, now });
        return {
          unicodes: e.unicodes,
          name: e.name,
          creditCode: e.creditCode,
          taxFinish: e.taxFinish === 1 ? 1 : 0,
          settledAt: e.settledAt.toISOString(),
          dueCount: state.due.length,
          reportCount: state.filed.length,
          missingCount: state.missing.length,
          lastReport: last ? { reportYear: last.reportYear, reportQuarter: last.reportQuarter } : null,
        };
      }),
    };
  };

  /** The reports and the missing quarters as a workbook, named after the enterprise. */
  const exportReports = async (user: AuthUser, unicodes: string) => {
    const enterprise = await enterpriseFor(db, user, unicodes, 'read');
    const { items, missing } = await reportList(user, unicodes);
    const header = ['年度', '季度', ...TAX_AMOUNT_FIELDS.map((f) => `${TAX_AMOUNT_LABELS[f]}（元）`), '合计（元）', '填报时间'];
    const chronological = [...items].sort((a, b) => quarterIndex(a) - quarterIndex(b));
    const reports = chronological.map((r) => [
      String(r.reportYear),
      `${r.reportQuarter}季度`,
      ...TAX_AMOUNT_FIELDS.map((f) => formatAmount(r[f])),
      formatAmount(r.totalTax),
      formatDateTime(r.addTime),
    ]);
    const workbook = buildXlsx([
      { name: '填报记录', rows: [header, ...reports] },
      { name: '未填报季度', rows: [['年度', '季度'], ...missing.map((q) => [String(q.reportYear), `${q.reportQuarter}季度`])] },
    ]);
    return { filename: `${enterprise.name}-经营情况填报记录.xlsx`, workbook };
  };

  return {
    computeTotal,
    validateReportDate,
    addReport,
    reportList,
    finishFlag,
    saveFinishFlag,
    reportingEnterprises,
    enterpriseList,
    exportReports,
  };
};
