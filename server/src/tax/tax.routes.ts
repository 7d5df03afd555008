import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import {
  TAX_CALLS,
  TAX_MESSAGES,
  TAX_OK_CODE,
  ZAddTaxReportRequest,
  ZAddTaxReportResponse,
  ZComputeTotalTaxRequest,
  ZComputeTotalTaxResponse,
  ZEnterpriseTaxListQuery,
  ZEnterpriseTaxListResponse,
  ZSaveFinishTaxReportRequest,
  ZTaxNullResponse,
  ZTaxReportListResponse,
  ZUnicodesQuery,
  ZValidateFinishTaxReportResponse,
  ZValidateTaxReportDateRequest,
} from '@ftown/domain/tax/tax.schemas';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { TaxService } from './tax.service.ts';
import { sendFile } from '../files/send-file.ts';
import { XLSX_MIME } from '../files/xlsx.ts';

/** The tax and dialog calls answer `{ code: 0, msg, data }` (DESIGN section 2). */
const taxOk = <T>(data: T, msg: string) => ({ code: TAX_OK_CODE, msg, data });

/** The uni/taxreport calls of spec section 7, plus the staff overview and the Excel export. */
export const taxRoutes: FastifyPluginAsyncZod<{ service: TaxService }> = async (app, { service }) => {
  const tags = ['taxreport'];
  const signedIn = app.guard();

  app.get(
    '/computeTotalTax',
    { onRequest: signedIn, schema: { tags, summary: '计算税收合计', querystring: ZComputeTotalTaxRequest, response: { 200: ZComputeTotalTaxResponse } } },
    async (request) => taxOk(service.computeTotal(request.query), TAX_MESSAGES.computed),
  );

  app.get(
    '/getTaxReportList',
    { onRequest: signedIn, schema: { tags, summary: '经营情况填报记录与未填报季度', querystring: ZUnicodesQuery, response: { 200: ZTaxReportListResponse } } },
    async (request) => taxOk(await service.reportList(userOf(request), request.query.unicodes), TAX_MESSAGES.loaded),
  );

  app.get(
    '/validateTaxReportDate',
    { onRequest: signedIn, schema: { tags, summary: '校验填报季度', querystring: ZValidateTaxReportDateRequest, response: { 200: ZTaxNullResponse } } },
    async (request) => taxOk(await service.validateReportDate(userOf(request), request.query), TAX_MESSAGES.dateOk),
  );

  app.post(
    '/addTaxReport',
    { onRequest: signedIn, schema: { tags, summary: '填报季度经营情况', body: ZAddTaxReportRequest, response: { 200: ZAddTaxReportResponse } } },
    async (request) => taxOk(await service.addReport(userOf(request), request.body), TAX_MESSAGES.added),
  );

  app.get(
    '/validateFinishTaxReport',
    { onRequest: signedIn, schema: { tags, summary: '是否已完成税务登记（1 是，0 否）', querystring: ZUnicodesQuery, response: { 200: ZValidateFinishTaxReportResponse } } },
    async (request) => {
      const flag = await service.finishFlag(userOf(request), request.query.unicodes);
      return taxOk(flag, flag === 1 ? TAX_MESSAGES.finishDone : TAX_MESSAGES.finishNotDone);
    },
  );

  app.post(
    '/saveFinishTaxReport',
    { onRequest: signedIn, schema: { tags, summary: '保存税务登记状态', body: ZSaveFinishTaxReportRequest, response: { 200: ZTaxNullResponse } } },
    async (request) => {
      const { unicodes, finishTaxReport } = request.body;
      return taxOk(await service.saveFinishFlag(userOf(request), unicodes, finishTaxReport), TAX_MESSAGES.finishSaved);
    },
  );

  app.get(
    '/getEnterpriseTaxList',
    {
      onRequest: app.guard({ roles: STAFF_ROLES }),
      schema: { tags, summary: '企业填报情况（工作人员）', querystring: ZEnterpriseTaxListQuery, response: { 200: ZEnterpriseTaxListResponse } },
    },
    async (request) => taxOk(await service.enterpriseList(request.query), TAX_MESSAGES.loaded),
  );

  app.get(
    '/exportTaxReport',
    { onRequest: signedIn, schema: { tags, summary: '导出填报记录（Excel）', querystring: ZUnicodesQuery } },
    async (request, reply) => {
      const { filename, workbook } = await service.exportReports(userOf(request), request.query.unicodes);
      return sendFile(reply, { name: filename, mime: XLSX_MIME, body: Buffer.from(workbook) });
    },
  );
};

/** The reporting calls written as contract objects (paths under the API base). */
export const taxCallRoutes: FastifyPluginAsync<{ service: TaxService }> = async (app, { service }) => {
  route(app, TAX_CALLS.reportingEnterprises, 'signedIn', async (_input, request) =>
    taxOk(await service.reportingEnterprises(userOf(request)), TAX_MESSAGES.loaded),
  );
};
