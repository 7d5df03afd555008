import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card, Descriptions, Flex, Result, Select, Tabs } from 'antd';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { formOf } from '@ftown/domain/applications/forms';
import type { SectionDef } from '@ftown/domain/applications/form-model';
import { isEditableByApplicant } from '@ftown/domain/applications/status';
import { APPLY_TYPE_TITLES, prefixOf } from '@ftown/domain/applications/types';
import { formatDate, formatDateTime } from '@ftown/domain/formats/date-time';
import { OpinionNote } from '@/components/opinion-note';
import { PageLoading } from '@/components/page-loading';
import { StatusTag } from '@/components/status-tag';
import { useSessionStore } from '@/stores/session-store';
import { useOneApply, type ApplyRef } from '../api/get-one-apply';
import { useReadApply } from '../api/read-apply';
import { refQuery, useApplyRef } from '../apply-ref';
import { SectionView } from '@/components/form-engine/section-view';
import { ApplyPrintActions } from '../components/apply-print-actions';
import { RegisterPanel } from '../components/register-panel';
import { SectionAttachments } from '../components/section-attachments';
import { AttachmentViewerProvider } from '../components/attachment-viewer/viewer-context';
import { ApplyReadFailed } from '../components/apply-read-failed';

function ReadOnlySection({ section, detail }: { section: SectionDef; detail: TApplyDetail }) {
  return (
    <Flex vertical gap={16}>
      <SectionView section={section} data={detail.sections[section.key]} />
      {section.key === 'executives' && (
        <Card size="small" title="人员名册">
          <RegisterPanel executives={detail.sections.executives} topman={detail.sections.topman} />
        </Card>
      )}
      <SectionAttachments
        type={detail.apply.type}
        section={section.key}
        applyRef={detail.apply}
        attachments={detail.attachments.filter((a) => a.section === section.key)}
        data={detail.sections}
        readOnly
      />
    </Flex>
  );
}

function ApplyView({ applyRef }: { applyRef: ApplyRef }) {
  const [version, setVersion] = useState(0);
  const detail = useOneApply(applyRef, version);
  const isEditor = useSessionStore((s) => s.session?.roles.includes('editor') ?? false);

  if (detail.isPending) return <PageLoading tip="正在加载申请…" />;
  if (detail.isError) return <ApplyReadFailed error={detail.error} onRetry={() => detail.refetch()} />;
  const { apply } = detail.data;
  const def = formOf(apply.type);
  const versions = Array.from({ length: apply.version + 1 }, (_, v) => ({
    value: v,
    label: v === 0 ? '当前内容' : `第${v}版（已提交）`,
  }));

  return (
    <Card
      title={`${apply.name || '（未填写企业名称）'} · ${APPLY_TYPE_TITLES[apply.type]}`}
      extra={
        <Flex gap={8} align="center" wrap>
          {isEditor && isEditableByApplicant(apply.status) && <Link to={`${prefixOf(apply.type)}/base${refQuery(apply)}`}>修改申请</Link>}
          <ApplyPrintActions applyRef={apply} version={version} />
        </Flex>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} styles={{ label: { whiteSpace: 'nowrap' } }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="状态">
          <StatusTag status={apply.status} />
        </Descriptions.Item>
        <Descriptions.Item label="已提交版本">{apply.version > 0 ? `第${apply.version}版` : '未提交'}</Descriptions.Item>
        <Descriptions.Item label="企业唯一编码">{apply.unicodes}</Descriptions.Item>
        {apply.enterprise.status === 'settled' && <Descriptions.Item label="核准名称">{apply.enterprise.name}</Descriptions.Item>}
        {apply.enterprise.settledAt && <Descriptions.Item label="入驻日期">{formatDate(apply.enterprise.settledAt)}</Descriptions.Item>}
        <Descriptions.Item label="统一社会信用代码">{apply.enterprise.creditCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="注册地址">{apply.enterprise.registeredAddress ?? '—'}</Descriptions.Item>
        {apply.enterprise.registrationAuthority && <Descriptions.Item label="登记机关">{apply.enterprise.registrationAuthority}</Descriptions.Item>}
        <Descriptions.Item label="创建时间">{formatDateTime(apply.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="最后修改">{formatDateTime(apply.updatedAt)}</Descriptions.Item>
        {apply.submittedAt && <Descriptions.Item label="提交时间">{formatDateTime(apply.submittedAt)}</Descriptions.Item>}
        {apply.note && (
          <Descriptions.Item label="审核意见" span="filled">
            <OpinionNote text={apply.note} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label="查看版本">
          <Select aria-label="查看版本" value={version} options={versions} onChange={setVersion} style={{ minWidth: 160 }} />
        </Descriptions.Item>
      </Descriptions>
      <AttachmentViewerProvider files={detail.data.attachments}>
        <Tabs
          key={version}
          items={def.sections.map((section) => ({
            key: section.key,
            label: section.title,
            children: <ReadOnlySection section={section} detail={detail.data} />,
          }))}
        />
      </AttachmentViewerProvider>
    </Card>
  );
}

/** /edge/apply/index and /apply/index: the application named by the link, else the current application record. */
export default function ApplyViewPage() {
  const read = useApplyRef({ fallback: true });
  if (!read.ref) return <Result status="warning" title={read.problem ?? '请从申请列表选择要查看的申请'} extra={<Link to="/edge/index">返回申请列表</Link>} />;
  return <ApplyView key={read.ref.id} applyRef={read.ref} />;
}

/** /edge/apply/person/{id} and /edge/apply/enterprise/{id}: an application by its id alone. */
export function ApplyByIdPage() {
  const id = Number(useParams().id);
  const apply = useReadApply(id);
  if (apply.isPending) return <PageLoading tip="正在加载申请…" />;
  if (apply.isError) return <ApplyReadFailed error={apply.error} onRetry={() => apply.refetch()} />;
  return <ApplyView key={id} applyRef={apply.data.apply} />;
}
