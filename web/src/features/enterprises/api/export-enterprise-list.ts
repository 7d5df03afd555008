import { ENTERPRISE_CALLS, type TEnterpriseFilter } from '@ftown/domain/enterprises/enterprises.schemas';
import { downloadFile } from '@/components/file-download';

const FALLBACK_NAME = '企业名录.xlsx';

/** GET exportEnterpriseList: the register under the list's filter as an Excel file, named by the server. */
export const exportEnterpriseList = (filter: TEnterpriseFilter) =>
  downloadFile(ENTERPRISE_CALLS.exportList.path, {
    params: Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as Record<string, string>,
    fallbackName: FALLBACK_NAME,
  });
