import { describe, expect, it } from 'vitest';
import {
  APPLY_MESSAGES,
  ZApplyReadRequest,
  ZCreateApplyRequest,
  ZFilteExecutivesRequest,
  ZGetAllApplyQuery,
  ZMultiSectionAttaRequest,
  ZRemoveApplyRequest,
  ZUploadAttachmentFields,
} from './apply.schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('naming an application', () => {
  it.each([
    [{ id: 7, unicodes: 'ENT-1' }, true],
    [{ id: '7', unicodes: 'ENT-1', version: '2' }, true],
    [{ unicodes: 'ENT-1', category: 'manager', companyType: 'company' }, true],
    [{ unicodes: 'ENT-1', category: 'manager' }, false],
    [{ unicodes: 'ENT-1' }, false],
    [{ id: 7 }, false],
    [{ id: 0, unicodes: 'ENT-1' }, false],
    [{ id: 7, unicodes: 'ENT1' }, false],
    [{ id: 7, unicodes: 'ENT-1', version: -1 }, false],
  ])('%j -> %s', (input, ok) => expect(ZApplyReadRequest.safeParse(input).success).toBe(ok));

  it('reads the live data unless a version is named', () => {
    expect(ZApplyReadRequest.parse({ id: 7, unicodes: 'ENT-1' }).version).toBe(0);
    expect(firstMessage(ZApplyReadRequest.safeParse({ unicodes: 'ENT-1' }))).toBe(APPLY_MESSAGES.missingRef);
  });
});

describe('flags from query strings, forms and JSON', () => {
  it.each([
    [{ directorate: 1 }, true],
    [{ directorate: '1' }, true],
    [{ directorate: 'true' }, true],
    [{ directorate: true }, true],
    [{ directorate: '0' }, false],
    [{}, undefined],
  ])('directorate %j -> %s', (flags, expected) =>
    expect(ZFilteExecutivesRequest.parse({ id: 1, unicodes: 'ENT-1', ...flags }).directorate).toBe(expected),
  );

  it('refuses anything else', () => {
    expect(ZCreateApplyRequest.safeParse({ category: 'manager', companyType: 'company', relocate: 'yes' }).success).toBe(false);
    expect(ZCreateApplyRequest.parse({ category: 'manager', companyType: 'company' }).relocate).toBe(false);
  });
});

describe('sections of getMultiSectionAttaByUnicodes', () => {
  it.each([
    ['base,capital', ['base', 'capital']],
    [' base , base ,stage', ['base', 'stage']],
    [['topman'], ['topman']],
  ])('%j -> %j', (sections, expected) =>
    expect(ZMultiSectionAttaRequest.parse({ id: 1, unicodes: 'ENT-1', sections }).sections).toEqual(expected),
  );

  it.each(['', ' , ', [], undefined])('%j is refused with the spec message', (sections) => {
    const result = ZMultiSectionAttaRequest.safeParse({ id: 1, unicodes: 'ENT-1', sections });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(APPLY_MESSAGES.sectionArr);
  });

  it('refuses an unknown section', () =>
    expect(ZMultiSectionAttaRequest.safeParse({ id: 1, unicodes: 'ENT-1', sections: 'base,secret' }).success).toBe(false));
});

describe('other payloads', () => {
  it.each([
    [0, true],
    [3, true],
    ['3', true],
    [1, false],
    [6, false],
  ])('removeApplyForStatus status %j -> %s', (status, ok) => {
    const result = ZRemoveApplyRequest.safeParse({ id: 1, unicodes: 'ENT-1', status });
    expect(result.success).toBe(ok);
    if (!ok) expect(firstMessage(result)).toBe(APPLY_MESSAGES.badStatus);
  });

  it('an upload key must belong to its section', () => {
    const fields = { id: '3', unicodes: 'ENT-1' };
    expect(ZUploadAttachmentFields.safeParse({ ...fields, section: 'base', key: 'commitmentLetter' }).success).toBe(true);
    expect(firstMessage(ZUploadAttachmentFields.safeParse({ ...fields, section: 'capital', key: 'commitmentLetter' }))).toBe(
      APPLY_MESSAGES.keyNotInSection,
    );
    expect(ZUploadAttachmentFields.safeParse({ ...fields, section: 'base', key: 'virus' }).success).toBe(false);
  });

  it('lists page within bounds', () => {
    expect(ZGetAllApplyQuery.parse({})).toMatchObject({ page: 1, size: 10 });
    expect(ZGetAllApplyQuery.parse({ page: '3', size: '20', job: 'risk' })).toMatchObject({ page: 3, size: 20, job: 'risk' });
    expect(ZGetAllApplyQuery.safeParse({ size: 1000 }).success).toBe(false);
    expect(ZGetAllApplyQuery.safeParse({ job: 'boss' }).success).toBe(false);
  });
});
