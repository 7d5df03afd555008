import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, Flex } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { printDocumentOf } from '@ftown/domain/applications/print-document';
import { PageLoading } from '@/components/page-loading';
import { useOneApply } from '../api/get-one-apply';
import { useReadApply } from '../api/read-apply';
import { useVersions } from '../api/get-versions';
import { PrintDocumentView } from '../components/print-document-view';
import { ApplyReadFailed } from '../components/apply-read-failed';

/**
 * /print/apply/{id}?version=N: the application as a printed document, without the site's frame, for the browser's
 * print dialog (opened at once with `print=1`). The labels and values are the form model's, as on screen and in
 * the server's PDF.
 */
export default function ApplyPrintPage() {
  const id = Number(useParams().id);
  const [query] = useSearchParams();
  const version = Math.max(0, Number(query.get('version')) || 0);
  const read = useReadApply(id);
  const ref = read.data?.apply ?? null;
  const detail = useOneApply(ref, version);
  const versions = useVersions(version > 0 ? ref : null);
  const ready = detail.isSuccess && (version === 0 || versions.isSuccess);
  const autoPrint = query.get('print') === '1';

  useEffect(() => {
    if (ready && autoPrint) window.print();
  }, [ready, autoPrint]);

  if (read.isError) return <ApplyReadFailed error={read.error} onRetry={() => read.refetch()} />;
  if (detail.isError) return <ApplyReadFailed error={detail.error} onRetry={() => detail.refetch()} />;
  if (!ready) return <PageLoading tip="正在准备打印…" fullScreen />;
  const { apply, sections, attachments } = detail.data;
  const printed = printDocumentOf({
    type: apply.type,
    name: apply.name,
    unicodes: apply.unicodes,
    version,
    submittedAt: versions.data?.find((v) => v.version === version)?.submittedAt ?? null,
    // The date the content was read is the date it is printed from.
    printedAt: detail.dataUpdatedAt,
    sections,
    files: attachments,
  });
  return (
    <div style={{ background: '#fff', minHeight: '100vh' }}>
      <Flex className="no-print" justify="center" gap={8} style={{ padding: 12, borderBottom: '1px solid #f0f0f0' }}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={() => window.close()}>关闭</Button>
      </Flex>
      <PrintDocumentView document={printed} />
    </div>
  );
}
