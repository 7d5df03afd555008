import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { downloadFile } from '@/components/file-download';

const FALLBACK_NAME = '经营情况填报记录.xlsx';

/** GET exportTaxReport: the enterprise's reports as an Excel file, saved under the name the server gives. */
export const exportTaxReport = (unicodes: string) =>
  downloadFile(TAX_CALLS.exportTaxReport.path, { params: { unicodes }, fallbackName: FALLBACK_NAME });
