import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Result, Typography } from 'antd';
import { PageLoading } from '@/components/page-loading';
import type { PageView, PdfDocument } from './pdf-render';

/** Pages drawn at most: a longer file is for downloading (each page is a canvas held in memory). */
const PDF_PAGE_LIMIT = 30;

function PdfPage({ doc, page, view }: { doc: PdfDocument; page: number; view: PageView }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const render = doc.render(page, canvas.current!, view);
    // A cancelled render (the view changed, the viewer closed) rejects; nothing is left to draw.
    render.promise.catch(() => undefined);
    return render.cancel;
  }, [doc, page, view]);
  return <canvas ref={canvas} role="img" aria-label={`第${page}页`} style={{ boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)', background: '#fff' }} />;
}

type Props = { bytes: Blob; zoom: number; rotation: number; width: number };

/** A PDF's pages drawn by pdf.js, loaded on first use (pdf-render.ts). */
export function PdfView({ bytes, zoom, rotation, width }: Props) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let closed = false;
    let opened: PdfDocument | null = null;
    void (async () => {
      const { openPdf } = await import('./pdf-render');
      opened = await openPdf(await bytes.arrayBuffer());
      if (closed) await opened.destroy();
      else setDoc(opened);
    })().catch(() => {
      if (!closed) setFailed(true);
    });
    return () => {
      closed = true;
      void opened?.destroy();
    };
  }, [bytes]);

  // One object per view, so pages redraw when the zoom, the rotation or the room changes, and only then.
  const view = useMemo<PageView>(() => ({ zoom, rotation, width }), [zoom, rotation, width]);

  if (failed) return <Result status="warning" title="该 PDF 无法在线显示" subTitle="请下载后查看" />;
  if (!doc) return <PageLoading tip="正在加载 PDF…" />;
  const pages = Math.min(doc.pageCount, PDF_PAGE_LIMIT);
  return (
    <Flex vertical align="center" gap={12}>
      {Array.from({ length: pages }, (_, i) => (
        <PdfPage key={i} doc={doc} page={i + 1} view={view} />
      ))}
      {doc.pageCount > pages && (
        <Typography.Text type="secondary">
          共 {doc.pageCount} 页，此处显示前 {pages} 页，请下载查看全部
        </Typography.Text>
      )}
    </Flex>
  );
}
