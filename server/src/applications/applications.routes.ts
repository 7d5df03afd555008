import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import type { Call } from '@ftown/domain/api/contract';
import { CORRECTION_CALLS } from '@ftown/domain/review/api/corrections.schemas';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { ok } from '../envelope.ts';
import { sendFile } from '../files/send-file.ts';
import { receiveUpload } from '../files/uploads.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { ApplicationsService } from './applications.service.ts';

export type ApplicationsRoutesOptions = { service: ApplicationsService };

/** The keyed section reads of spec section 7 and the section each returns. */
const SECTION_READS = [
  [APPLY_CALLS.getAllCapitalForApply, 'capital'],
  [APPLY_CALLS.getTopmanForApply, 'topman'],
  [APPLY_CALLS.getContactsForApply, 'contacts'],
  [APPLY_CALLS.getFinanceForApply, 'finance'],
  [APPLY_CALLS.getFundManagedForApply, 'fundManaged'],
] as const satisfies readonly (readonly [Call, SectionKey])[];

/** The /apply/home calls (spec section 7, DESIGN section 2): thin routes over the applications service. */
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (app, { service }) => {
  route(app, CORRECTION_CALLS.replyCorrection, 'signedIn', async (input, request) => ok(await service.replyCorrection(userOf(request), input), '已保存答复'));
  route(app, CORRECTION_CALLS.askToChangeMore, 'signedIn', async (input, request) => ok(await service.askToChangeMore(userOf(request), input), '已开放修改全部内容'));
  route(app, APPLY_CALLS.selectAllByMobile, 'signedIn', async (input, request) => ok(await service.selectAllByMobile(userOf(request), input.mobile)));

  // A page from the list cache is the same object until its list changes, so its JSON is made (and checked
  // against the schema) once, not on every read of a busy list.
  const pageJson = new WeakMap<object, string>();
  route(app, APPLY_CALLS.getAllApply, 'signedIn', async (input, request) => ok(await service.getAllApply(userOf(request), input)), {
    serializerCompiler: (routeSchema) => {
      const serialize = serializerCompiler({ ...routeSchema, schema: APPLY_CALLS.getAllApply.reply });
      return (envelope: ReturnType<typeof ok<object>>) => {
        let text = pageJson.get(envelope.data);
        if (text === undefined) pageJson.set(envelope.data, (text = serialize(envelope)));
        return text;
      };
    },
  });

  route(app, APPLY_CALLS.read, 'signedIn', async (input, request) => ok(await service.read(userOf(request), input.id)));
  route(app, APPLY_CALLS.getOneApply, 'signedIn', async (input, request) => ok(await service.getOneApply(userOf(request), input)));
  for (const [call, section] of SECTION_READS) {
    route(app, call, 'signedIn', async (input, request) => ok(await service.getSection(userOf(request), input, section)));
  }
  route(app, APPLY_CALLS.getFilteExecutivesForApply, 'signedIn', async (input, request) => ok(await service.getFilteExecutives(userOf(request), input)));
  route(app, APPLY_CALLS.getArchiveVersionForApply, 'signedIn', async (input, request) => ok(await service.getArchiveVersions(userOf(request), input)));
  route(app, APPLY_CALLS.getOneSectionAttaForApply, 'signedIn', async (input, request) =>
    ok(await service.getAttachments(userOf(request), input, [input.section])),
  );
  route(app, APPLY_CALLS.getMultiSectionAttaByUnicodes, 'signedIn', async (input, request) =>
    ok(await service.getAttachments(userOf(request), input, input.sections)),
  );
  route(app, APPLY_CALLS.createApply, { roles: ['editor'] }, async (input, request) => ok(await service.createApply(userOf(request), input)));
  route(app, APPLY_CALLS.saveSection, 'signedIn', async (input, request) => ok(await service.saveSection(userOf(request), input), '保存成功'));
  route(app, APPLY_CALLS.submitApply, 'signedIn', async (input, request) => ok(await service.submitApply(userOf(request), input), '提交成功'));

  route(app, APPLY_CALLS.uploadAttachment, 'signedIn', async (_fields, request, reply) =>
    ok(await receiveUpload(request, reply, APPLY_CALLS.uploadAttachment.input, (fields, file) => service.uploadAttachment(userOf(request), fields, file)), '上传成功'),
  );
  route(app, APPLY_CALLS.downloadAttachment, 'signedIn', async (input, request, reply) =>
    sendFile(reply, await service.openAttachment(userOf(request), input.id, 'download')),
  );
  route(app, APPLY_CALLS.viewAttachment, 'signedIn', async (input, request, reply) =>
    sendFile(reply, await service.openAttachment(userOf(request), input.id, 'view')),
  );

  route(app, APPLY_CALLS.exportApplyPdf, 'signedIn', async (input, request, reply) => sendFile(reply, await service.exportPdf(userOf(request), input)));
  route(app, APPLY_CALLS.removeAttachment, 'signedIn', async (input, request) => ok(await service.removeAttachment(userOf(request), input.id), '删除成功'));
  route(app, APPLY_CALLS.removeApplyForStatus, 'signedIn', async (input, request) => ok(await service.removeApply(userOf(request), input), '删除成功'));
};
