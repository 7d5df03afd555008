import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  acceptsAttachment,
  attachmentsFor,
  detectAttachmentKind,
  kindOfFileName,
  missingAttachments,
} from './attachments.ts';
import { DEMO_A, DEMO_B, DEMO_C } from './examples.ts';
import { withValue } from './test-support.ts';

const keysOf = (type: Parameters<typeof attachmentsFor>[0], req?: string) =>
  attachmentsFor(type)
    .filter((s) => req === undefined || s.requirement === req)
    .map((s) => s.def.key);

describe('attachments', () => {
  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'pdf'],
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0x25, 0x50], null],
    [[], null],
  ])('bytes %j are %s', (bytes, kind) => expect(detectAttachmentKind(new Uint8Array(bytes))).toBe(kind));

  it('names kinds by extension and defaults the limit to 20 MB', () => {
    expect(kindOfFileName('章程.PDF')).toBe('pdf');
    expect(kindOfFileName('a.jpeg')).toBe('jpeg');
    expect(kindOfFileName('a.exe')).toBeNull();
    expect(ATTACHMENT_MAX_BYTES).toBe(20_971_520);
  });

  it('applies keys by type', () => {
    expect(keysOf('manager_company', 'R')).toEqual(
      expect.arrayContaining(['settleApplicationForm', 'agentAuthorization', 'officeProof', 'internalControls', 'topmanResume', 'appointmentResolution']),
    );
    expect(keysOf('manager_company')).not.toContain('businessLicense');
    expect(keysOf('ownfund_company_relocate', 'R')).toEqual(expect.arrayContaining(['businessLicense', 'ownFundsPledge', 'auditReport', 'relocationResolution']));
    expect(keysOf('ownfund_company_relocate')).not.toContain('agentAuthorization');
    expect(keysOf('product_partner')).toEqual(expect.arrayContaining(['delegationLetter', 'investorList', 'custodyAgreement']));
    expect(keysOf('product_partner')).not.toContain('appointmentResolution');
    expect(keysOf('other_company', 'R')).toContain('businessPlan');
    expect(keysOf('other_company', 'O')).toContain('qualificationCerts');
  });

  it('requires conditional keys from the data', () => {
    const none = new Set<string>();
    const missingB = missingAttachments('product_partner', DEMO_B.data, none).map((d) => d.key);
    expect(missingB).toEqual(expect.arrayContaining(['paidInProof', 'delegationLetter', 'custodyAgreement']));
    expect(missingB).not.toContain('nonCustodyStatement');
    expect(missingB).not.toContain('managementAgreement');
    const uncustodied = missingAttachments('product_partner', withValue(DEMO_B.data, 'product.custodied', false), none).map((d) => d.key);
    expect(uncustodied).toContain('nonCustodyStatement');
    expect(uncustodied).not.toContain('custodyAgreement');
    expect(missingAttachments('manager_company', DEMO_A.data, none).map((d) => d.key)).not.toContain('concertAgreement');
    expect(missingAttachments('manager_company', withValue(DEMO_A.data, 'topman.basis', 'concert'), none).map((d) => d.key)).toContain('concertAgreement');
  });

  it('reports nothing missing once every required key has a file', () => {
    const all = new Set(keysOf('ownfund_company_relocate'));
    expect(missingAttachments('ownfund_company_relocate', DEMO_C.data, all)).toEqual([]);
  });

  it('accepts the licence scan only from staff', () => {
    expect(acceptsAttachment('manager_company', 'licenseScan')).toBe(false);
    expect(acceptsAttachment('manager_company', 'licenseScan', true)).toBe(true);
    expect(acceptsAttachment('manager_company', 'businessLicense')).toBe(false);
    expect(acceptsAttachment('manager_company', 'nonsense')).toBe(false);
  });
});
