import { useState } from 'react';
import { App, Button } from 'antd';

/** 导出Excel (or another label): runs one download, busy until it ends; a failed download has already shown its reason. */
export function ExportButton({ download, label = '导出Excel' }: { download: () => Promise<unknown>; label?: string }) {
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
      {label}
    </Button>
  );
}
