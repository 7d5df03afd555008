/**
 * What the park's register learns when an application reaches 已入驻 (issue 12): the values the stages decided,
 * read from the stage records (stage-results.ts) and the approved version's sections, never typed in again.
 */

export type SettlementSource = {
  relocate: boolean;
  /** The application's stage_records: each completed stage's result, by stage key. */
  stageRecords: Record<string, unknown>;
  /** The sections of the approved (latest submitted) version. */
  sections: Record<string, unknown>;
  /** The application's proposed name, when neither the name check nor the version names it. */
  fallbackName: string;
};

export type Settlement = {
  name: string;
  /** Null only when no stage and no form recorded one; the writer then keeps what the register holds. */
  creditCode: string | null;
  licenceNo: string | null;
  /** ISO `YYYY-MM-DD`. */
  licenceDate: string | null;
  registeredAddress: string | null;
  registrationAuthority: string | null;
  officers: unknown;
  /** NUMERIC text (万元), exactly as the form holds it. */
  capital: string | null;
};

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * The register entry of a settled application. The business licence carries the unified social credit code as
 * its number since the 2015 三证合一 reform, so the licence number is that code. A relocated enterprise keeps
 * the code it came with (its form's base.creditCode, which the licence repeats); the name check's approved
 * name wins over the proposed name; the licence's registration authority over the online registration's.
 */
export const settlementOf = ({ relocate, stageRecords, sections, fallbackName }: SettlementSource): Settlement => {
  const license = objectOf(stageRecords.license);
  const enroll = objectOf(stageRecords.industry_enroll);
  const nameCheck = objectOf(stageRecords.industry_name);
  const address = objectOf(stageRecords.address);
  const base = objectOf(sections.base);

  const formCode = textOf(base.creditCode);
  const licenceCode = textOf(license.creditCode);
  const creditCode = relocate ? (formCode ?? licenceCode) : (licenceCode ?? formCode);
  const capital = textOf(base.registeredCapital);

  return {
    name: textOf(nameCheck.approvedName) ?? textOf(base.name) ?? fallbackName,
    creditCode,
    licenceNo: licenceCode ?? creditCode,
    licenceDate: textOf(license.licenseIssueDate),
    registeredAddress: textOf(address.registeredAddress) ?? textOf(base.registeredAddress),
    registrationAuthority: textOf(license.registrationAuthority) ?? textOf(enroll.registrationAuthority),
    officers: sections.executives ?? null,
    capital: capital !== null && AMOUNT.test(capital) ? capital : null,
  };
};
