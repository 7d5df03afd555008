import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { downloadFile } from '@/components/file-download';
import type { ApplyRef } from './get-one-apply';

/** POST /apply/home/exportApplyPdf: the printed application at `version` (0: the live content), saved to disk. */
export const exportApplyPdf = ({ id, unicodes }: ApplyRef, version: number) =>
  downloadFile(APPLY_CALLS.exportApplyPdf.path, { method: 'POST', body: { id, unicodes, version }, fallbackName: `申请${id}.pdf` });
