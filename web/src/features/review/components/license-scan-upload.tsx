import { useState } from 'react';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_ACCEPT, fileProblem } from '@/lib/file-check';
import { useUploadStageAttachment } from '../api/upload-stage-attachment';

type Props = { apply: number; value?: number; onChange?: (id: number) => void };

/** The licence scan as a form control: uploading it yields the attachment id the licence result records. */
export function LicenseScanUpload({ apply, value, onChange }: Props) {
  const { message } = App.useApp();
  const upload = useUploadStageAttachment();
  const [name, setName] = useState<string | null>(null);
  return (
    <Flex align="center" gap={8} wrap>
      <Upload
        accept={ATTACHMENT_ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={async (file) => {
          const problem = await fileProblem(file);
          if (problem) void message.error(`${file.name}：${problem}`);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          if (!(file instanceof File)) return;
          upload
            .mutateAsync({ apply, key: 'licenseScan', file })
            .then((saved) => {
              setName(saved.name);
              onChange?.(saved.id);
              onSuccess?.(saved);
            })
            .catch((error: Error) => onError?.(error));
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {value ? '重新上传' : '上传营业执照扫描件'}
        </Button>
      </Upload>
      <Typography.Text type={value ? undefined : 'secondary'}>{value ? `已上传：${name ?? `附件${value}`}` : '尚未上传'}</Typography.Text>
    </Flex>
  );
}
