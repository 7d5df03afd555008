import type { CSSProperties } from 'react';
import { App, Button, Flex, List, Popconfirm, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import type { TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { attachmentSizeMessage, attachmentsFor, type AttachmentSlot } from '@ftown/domain/applications/attachments';
import type { ApplicationData, SectionKey } from '@ftown/domain/applications/form-model';
import type { ApplyType } from '@ftown/domain/applications/types';
import { formatFileSize } from '@ftown/domain/formats/file-size';
import { ATTACHMENT_ACCEPT, fileProblem } from '@/lib/file-check';
import type { ApplyRef } from '../api/get-one-apply';
import { downloadAttachment } from '../api/download-attachment';
import { useRemoveAttachment } from '../api/remove-attachment';
import { useUploadAttachment } from '../api/upload-attachment';
import { useAttachmentViewer } from './attachment-viewer/viewer-context';
import styles from './section-attachments.module.css';

const requirementTag = ({ def, requirement }: AttachmentSlot, data: ApplicationData) => {
  if (requirement === 'R') return <Tag color="red">必传</Tag>;
  if (requirement === 'C') return def.condition?.(data) ? <Tag color="red">必传</Tag> : <Tag>{def.note ?? '按情况上传'}</Tag>;
  return <Tag>选传</Tag>;
};

// A slot label or a file name can be longer than a phone is wide: the button wraps its words instead.
const WRAPS: CSSProperties = { maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'left' };

type Props = {
  type: ApplyType;
  section: SectionKey;
  applyRef: ApplyRef | null;
  attachments: readonly TAttachment[];
  data: ApplicationData;
  readOnly: boolean;
  /** Within its own section the block is 本部分附件; the last step lists every section's, each by its name. */
  title?: string;
  /** Whether a key may be changed (a return's named items); every key when absent. */
  open?: (key: string) => boolean;
};

/** The attachment slots of one section (FORMS.md section 3): upload, download and remove per key. */
export function SectionAttachments({ type, section, applyRef, attachments, data, readOnly, title = '本部分附件', open }: Props) {
  const { message } = App.useApp();
  const upload = useUploadAttachment();
  const remove = useRemoveAttachment();
  const view = useAttachmentViewer();
  const slots = attachmentsFor(type).filter((s) => s.def.section === section);
  if (slots.length === 0) return null;

  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">
        支持PDF、JPG、PNG格式，{attachmentSizeMessage()}，每类可上传多个文件。
        {!applyRef && !readOnly && '请先保存本部分草稿，再上传附件。'}
      </Typography.Paragraph>
      <List
        bordered
        dataSource={slots}
        renderItem={(slot) => {
          const files = attachments.filter((a) => a.key === slot.def.key);
          const locked = readOnly || !(open?.(slot.def.key) ?? true);
          return (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" wrap gap={8}>
                  <span>
                    {slot.def.label} {requirementTag(slot, data)}
                  </span>
                  {!locked && (
                    <Upload
                      className={styles.upload}
                      accept={ATTACHMENT_ACCEPT}
                      multiple
                      showUploadList={false}
                      disabled={!applyRef}
                      beforeUpload={async (file) => {
                        const problem = await fileProblem(file);
                        if (problem) void message.error(`${file.name}：${problem}`);
                        return problem ? Upload.LIST_IGNORE : true;
                      }}
                      customRequest={({ file, onSuccess, onError }) => {
                        if (!applyRef || !(file instanceof File)) return;
                        upload
                          .mutateAsync({ ...applyRef, section, key: slot.def.key, file })
                          .then((saved) => {
                            onSuccess?.(saved);
                            void message.success(`${file.name} 已上传`);
                          })
                          .catch((error: Error) => onError?.(error));
                      }}
                    >
                      <Button
                        icon={<UploadOutlined />}
                        disabled={!applyRef}
                        loading={upload.isPending && upload.variables?.key === slot.def.key}
                        style={WRAPS}
                      >
                        上传{slot.def.label}
                      </Button>
                    </Upload>
                  )}
                </Flex>
                {files.length === 0 ? (
                  <Typography.Text type="secondary">尚未上传</Typography.Text>
                ) : (
                  files.map((file) => (
                    <Flex key={file.id} align="center" gap={8} wrap>
                      <Button type="link" icon={<DownloadOutlined />} style={WRAPS} onClick={() => void downloadAttachment(file).catch(() => undefined)}>
                        {file.name}
                      </Button>
                      <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                      {view && (
                        <Button type="link" icon={<EyeOutlined />} aria-label={`查看 ${file.name}`} onClick={() => view(file)}>
                          查看
                        </Button>
                      )}
                      {!locked && applyRef && (
                        <Popconfirm
                          title={`确定删除附件“${file.name}”吗？`}
                          okText="删除"
                          cancelText="取消"
                          onConfirm={() => remove.mutateAsync({ id: file.id, applyId: applyRef.id })}
                        >
                          <Button type="link" danger>
                            删除
                          </Button>
                        </Popconfirm>
                      )}
                    </Flex>
                  ))
                )}
              </Flex>
            </List.Item>
          );
        }}
      />
    </section>
  );
}
