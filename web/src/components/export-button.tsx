import { useState } from 'react';
import { App, Button } from 'antd';

/** 导出Excel: runs one download, busy until it ends; a failed download has already shown its reason. */
export function ExportButton({ download }: { download: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
      void message.success('已开始下载');
    } catch {
      // downloadFile has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void run()} loading={busy}>
      导出Excel
    </Button>
  );
}
