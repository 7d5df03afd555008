import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_CALLS, AUDIT_NODE } from '@ftown/domain/audit/audit.schemas';
import { ok } from '../envelope.ts';
import { sendFile } from '../files/send-file.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import { auditActorOf } from './audit-log.ts';
import type { AuditService } from './audit.service.ts';

/** 审计日志 (系统管理): both calls need the audit node, which only admin holds. */
const AUDITORS = { node: AUDIT_NODE } as const;

export const auditRoutes: FastifyPluginAsync<{ service: AuditService }> = async (app, { service }) => {
  route(app, AUDIT_CALLS.search, AUDITORS, async (input) => ok(await service.search(input)));
  route(app, AUDIT_CALLS.export, AUDITORS, async (input, request, reply) =>
    sendFile(reply, await service.exportCsv(auditActorOf(userOf(request)), input)),
  );
};
