import { QUEUE_CALLS, type TApplyActionRequest } from '@ftown/domain/review/api/queue.calls';
import { downloadFile } from '@/components/file-download';

/** POST /apply/home/packQApply: the application's archive (data and attachments) as a ZIP, saved to disk. */
export const packApply = ({ id, unicodes }: TApplyActionRequest, name: string) =>
  downloadFile(QUEUE_CALLS.packQApply.path, {
    method: 'POST',
    body: { id, unicodes },
    fallbackName: `${name || unicodes}-申请材料.zip`,
  });
