import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Modal, Result, Space, Typography } from 'antd';
import {
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { attachmentOf } from '@ftown/domain/applications/attachments';
import { PageLoading } from '@/components/page-loading';
import { downloadAttachment } from '../../api/download-attachment';
import { useAttachmentBytes } from '../../api/view-attachment';
import { ImageView } from './image-view';
import { PdfView } from './pdf-view';

/** The zoom steps, 1 being the file fitted to the viewer's width. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOMS.indexOf(1);

/** What the page shows of one file: fetched once, then drawn as a PDF or an image. */
function FileView({ file, zoom, rotation, width }: { file: TAttachment; zoom: number; rotation: number; width: number }) {
  const bytes = useAttachmentBytes(file);
  if (bytes.isPending) return <PageLoading tip="正在加载附件…" />;
  if (bytes.isError) return <Result status="warning" title="附件加载失败" subTitle={bytes.error.message} />;
  return file.mime === 'application/pdf' ? (
    <PdfView bytes={bytes.data} zoom={zoom} rotation={rotation} width={width} />
  ) : (
    <ImageView bytes={bytes.data} name={file.name} zoom={zoom} rotation={rotation} />
  );
}

/** The room the file may take at zoom 1: the body's width less its padding, measured once the body is laid out. */
const useWidth = () => {
  const [width, setWidth] = useState(0);
  const body = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setWidth(Math.max(element.clientWidth - 32, 240));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { body, width };
};

type Props = {
  files: readonly TAttachment[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

/**
 * The attachment viewer (issue 14 part 3): one application's files in one dialog, a PDF drawn in the page by pdf.js
 * (loaded only here), an image zoomed and turned; ← and → go to the previous and the next file, Esc closes.
 */
export function AttachmentViewer({ files, index, onIndex, onClose }: Props) {
  const file = files[index]!;
  const [view, setView] = useState({ file: file.id, zoom: FIT, rotation: 0 });
  // Each file opens fitted and upright.
  const { zoom, rotation } = view.file === file.id ? view : { zoom: FIT, rotation: 0 };
  const set = (next: Partial<{ zoom: number; rotation: number }>) => setView({ file: file.id, zoom, rotation, ...next });
  const { body, width } = useWidth();
  const hasPrevious = index > 0;
  const hasNext = index < files.length - 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      else if (event.key === 'ArrowRight' && index < files.length - 1) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, files.length, onIndex]);

  const label = attachmentOf(file.key)?.label ?? file.key;
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={1000}
      centered
      title={
        <Flex vertical gap={2}>
          <span>{file.name}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {label} · 第 {index + 1} / {files.length} 个附件
          </Typography.Text>
        </Flex>
      }
    >
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button icon={<LeftOutlined />} disabled={!hasPrevious} onClick={() => onIndex(index - 1)}>
            上一个
          </Button>
          <Button icon={<RightOutlined />} iconPlacement="end" disabled={!hasNext} onClick={() => onIndex(index + 1)}>
            下一个
          </Button>
        </Space>
        <Space wrap>
          <Button icon={<ZoomOutOutlined />} disabled={zoom === 0} onClick={() => set({ zoom: zoom - 1 })}>
            缩小
          </Button>
          <span role="status" aria-label="缩放比例" style={{ minWidth: 48, textAlign: 'center', display: 'inline-block' }}>
            {Math.round(ZOOMS[zoom]! * 100)}%
          </span>
          <Button icon={<ZoomInOutlined />} disabled={zoom === ZOOMS.length - 1} onClick={() => set({ zoom: zoom + 1 })}>
            放大
          </Button>
          <Button icon={<RotateRightOutlined />} onClick={() => set({ rotation: (rotation + 90) % 360 })}>
            旋转
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadAttachment(file).catch(() => undefined)}>
            下载
          </Button>
        </Space>
      </Flex>
      <div
        ref={body}
        style={{ height: '65vh', overflow: 'auto', background: '#f0f2f5', padding: 16, textAlign: 'center', borderRadius: 4 }}
      >
        {width > 0 && <FileView key={file.id} file={file} zoom={ZOOMS[zoom]!} rotation={rotation} width={width} />}
      </div>
    </Modal>
  );
}
