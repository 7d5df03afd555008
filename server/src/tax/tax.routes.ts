import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { TAX_CALLS, TAX_MESSAGES, TAX_OK_CODE } from '@ftown/domain/tax/tax.schemas';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { TaxService } from './tax.service.ts';
import { sendFile } from '../files/send-file.ts';
import { XLSX_MIME } from '../files/xlsx.ts';

/** The tax and dialog calls answer `{ code: 0, msg, data }` (DESIGN section 2). */
const taxOk = <T>(data: T, msg: string) => ({ code: TAX_OK_CODE, msg, data });

/** The uni/taxreport calls of spec section 7, plus the staff overview, the Excel export and the enterprise chooser. */
export const taxRoutes: FastifyPluginAsync<{ service: TaxService }> = async (app, { service }) => {
  route(app, TAX_CALLS.computeTotalTax, 'signedIn', async (input) => taxOk(service.computeTotal(input), TAX_MESSAGES.computed));
  route(app, TAX_CALLS.getTaxReportList, 'signedIn', async (input, request) =>
    taxOk(await service.reportList(userOf(request), input.unicodes), TAX_MESSAGES.loaded),
  );
  route(app, TAX_CALLS.validateTaxReportDate, 'signedIn', async (input, request) =>
    taxOk(await service.validateReportDate(userOf(request), input), TAX_MESSAGES.dateOk),
  );
  route(app, TAX_CALLS.addTaxReport, 'signedIn', async (input, request) =>
    taxOk(await service.addReport(userOf(request), input), TAX_MESSAGES.added),
  );
  route(app, TAX_CALLS.validateFinishTaxReport, 'signedIn', async (input, request) => {
    const flag = await service.finishFlag(userOf(request), input.unicodes);
    return taxOk(flag, flag === 1 ? TAX_MESSAGES.finishDone : TAX_MESSAGES.finishNotDone);
  });
  route(app, TAX_CALLS.saveFinishTaxReport, 'signedIn', async (input, request) =>
    taxOk(await service.saveFinishFlag(userOf(request), input.unicodes, input.finishTaxReport), TAX_MESSAGES.finishSaved),
  );
  route(app, TAX_CALLS.getEnterpriseTaxList, { roles: STAFF_ROLES }, async (input) =>
    taxOk(await service.enterpriseList(input), TAX_MESSAGES.loaded),
  );
  route(app, TAX_CALLS.exportTaxReport, 'signedIn', async (input, request, reply) => {
    const { filename, workbook } = await service.exportReports(userOf(request), input.unicodes);
    return sendFile(reply, { name: filename, mime: XLSX_MIME, body: Buffer.from(workbook) });
  });
  route(app, TAX_CALLS.reportingEnterprises, 'signedIn', async (_input, request) =>
    taxOk(await service.reportingEnterprises(userOf(request)), TAX_MESSAGES.loaded),
  );
};
