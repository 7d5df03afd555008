import { useState } from 'react';
import { Button, Space } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { exportApplyPdf } from '../api/export-apply-pdf';
import type { ApplyRef } from '../api/get-one-apply';

/** The print view of an application's version; `print=1` opens the browser's print dialog once it is drawn. */
const printViewPath = (id: number, version: number) => `/print/apply/${id}?version=${version}&print=1`;

/**
 * 打印 and 导出 PDF of the version on screen: the print view in a new tab (the browser prints it with the print
 * styles), or the server's PDF for the paper archive, with the park's header, the version and the date.
 */
export function ApplyPrintActions({ applyRef, version }: { applyRef: ApplyRef; version: number }) {
  const [exporting, setExporting] = useState(false);
  return (
    <Space wrap className="no-print">
      <Button icon={<PrinterOutlined />} onClick={() => window.open(printViewPath(applyRef.id, version), '_blank')}>
        打印
      </Button>
      <Button
        icon={<FilePdfOutlined />}
        loading={exporting}
        onClick={() => {
          setExporting(true);
          exportApplyPdf(applyRef, version)
            .catch(() => undefined)
            .finally(() => setExporting(false));
        }}
      >
        导出 PDF
      </Button>
    </Space>
  );
}
