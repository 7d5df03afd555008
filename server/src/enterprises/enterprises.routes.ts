import type { FastifyPluginAsync } from 'fastify';
import { ENTERPRISE_CALLS } from '@ftown/domain/enterprises/enterprises.schemas';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';
import { sendFile } from '../files/send-file.ts';
import { XLSX_MIME } from '../files/xlsx.ts';
import type { EnterprisesService } from './enterprises.service.ts';

/** The staff's 企业名录: every call needs the register's own node (admin holds every node). */
const REGISTER = { node: 'enterprises' } as const;

export const enterprisesRoutes: FastifyPluginAsync<{ service: EnterprisesService }> = async (app, { service }) => {
  route(app, ENTERPRISE_CALLS.list, REGISTER, async (input) => ok(await service.list(input)));
  route(app, ENTERPRISE_CALLS.detail, REGISTER, async (input) => ok(await service.detail(input.unicodes)));
  route(app, ENTERPRISE_CALLS.exportList, REGISTER, async (input, _request, reply) => {
    const { filename, workbook } = await service.exportList(input);
    return sendFile(reply, { name: filename, mime: XLSX_MIME, body: Buffer.from(workbook) });
  });
};
