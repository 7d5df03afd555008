import type { ApplicationData } from '@ftown/domain/applications/form-model';
import { printDocumentOf, versionLabel, type PrintInput } from '@ftown/domain/applications/print-document';
import { typeOf } from '@ftown/domain/applications/types';
import { formatDate } from '@ftown/domain/formats/date-time';
import { renderPdf } from '../files/pdf-document.ts';
import type { ApplyRecord } from './applies.repository.ts';
import { applyNameOf } from './apply-view.ts';

export type PrintedVersion = { version: number; submittedAt: Date | null; sections: ApplicationData; files: PrintInput['files'] };

/**
 * The printed application for the paper archive: one version of it (0: the live draft) as a PDF, named after the
 * application and the version. Both the applicant's or examiner's export and the review pack ZIP use it.
 */
export const applyPdf = async (record: ApplyRecord, printed: PrintedVersion, at: Date) => {
  const name = applyNameOf(record);
  const document = printDocumentOf({
    type: typeOf(record.category, record.companyType, record.relocate),
    name,
    unicodes: record.unicodes,
    version: printed.version,
    submittedAt: printed.submittedAt?.toISOString() ?? null,
    printedAt: at.getTime(),
    sections: printed.sections,
    files: printed.files,
  });
  const bytes = await renderPdf(document, {
    title: `${name || record.unicodes} ${document.title}`,
    subject: `${versionLabel(printed.version)} · 打印日期 ${formatDate(at.getTime())}`,
    at,
  });
  return { name: `申请${record.id}-${versionLabel(printed.version)}.pdf`, bytes };
};
