import type { FastifyPluginAsync } from 'fastify';
import { ADMINISTRATION_CALLS as CALLS, ADMINISTRATION_MESSAGES as M, ADMINISTRATION_NODE } from '@ftown/domain/administration/administration.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { AdministrationService } from './administration.service.ts';

/** 系统管理: every call needs the administration node, which only the admin role holds. */
const ADMINISTRATION = { node: ADMINISTRATION_NODE } as const;

export const administrationRoutes: FastifyPluginAsync<{ service: AdministrationService }> = async (app, { service }) => {
  route(app, CALLS.listStaff, ADMINISTRATION, async (input) => ok(await service.listStaff(input)));
  route(app, CALLS.createStaff, ADMINISTRATION, async (input, request) => ok(await service.createStaff(userOf(request), input), M.created));
  route(app, CALLS.updateStaff, ADMINISTRATION, async (input, request) => ok(await service.updateStaff(userOf(request), input), M.updated));
  route(app, CALLS.resetStaffPassword, ADMINISTRATION, async (input, request) =>
    ok(await service.resetStaffPassword(userOf(request), input.id), M.reset),
  );
  route(app, CALLS.disableStaff, ADMINISTRATION, async (input, request) =>
    ok(await service.setStaffDisabled(userOf(request), input.id, true), M.disabled),
  );
  route(app, CALLS.enableStaff, ADMINISTRATION, async (input, request) =>
    ok(await service.setStaffDisabled(userOf(request), input.id, false), M.enabled),
  );
  route(app, CALLS.listCompanies, ADMINISTRATION, async (input) => ok(await service.listCompanies(input)));
  route(app, CALLS.resetCompanyPassword, ADMINISTRATION, async (input, request) =>
    ok(await service.resetCompanyPassword(userOf(request), input.id), M.reset),
  );
  route(app, CALLS.disableCompany, ADMINISTRATION, async (input, request) =>
    ok(await service.setCompanyDisabled(userOf(request), input.id, true), M.disabled),
  );
  route(app, CALLS.enableCompany, ADMINISTRATION, async (input, request) =>
    ok(await service.setCompanyDisabled(userOf(request), input.id, false), M.enabled),
  );
};
