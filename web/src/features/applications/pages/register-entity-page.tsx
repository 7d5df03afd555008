import { Link, useLocation, useParams } from 'react-router';
import { Card, Descriptions, Result } from 'antd';
import { listOf, rowsOf, str } from '@ftown/domain/applications/rule-helpers';
import { ENTITY_KINDS } from '@ftown/domain/register/sections';
import { jobCollection } from '@ftown/domain/register/register';
import { registerFromForm } from '@ftown/domain/register/from-form';
import { REGISTER_SECTION_LABELS } from '@ftown/domain/register/sections';
import { positionLabel } from '@ftown/domain/validators/position';
import { ID_TYPES } from '@ftown/domain/applications/options';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { useOneApply } from '../api/get-one-apply';
import { refQuery, useApplyRef } from '../apply-ref';

const ID_TYPE_LABELS: Record<string, string> = Object.fromEntries(ID_TYPES.map((o) => [o.value, o.label]));

/**
 * /person_edge/index/index/{id} and /enterprise_edge/index/index/{id} (and the legacy /company twins): one
 * natural person or one entity of the current application's officer register, with every job it holds. `id` is
 * the register id (the officer's row number); the path's kind must match the entity's.
 */
export default function RegisterEntityPage() {
  const id = Number(useParams().id);
  const wantCompany = useLocation().pathname.includes('enterprise');
  const read = useApplyRef({ fallback: true });
  const detail = useOneApply(read.ref);

  if (!read.ref)
    return <Result status="warning" title={read.problem ?? '请先打开一份申请'} extra={<Link to="/edge/index">返回申请列表</Link>} />;
  if (detail.isPending) return <PageLoading tip="正在加载人员信息…" />;
  if (detail.isError)
    return <LoadFailed title="人员信息加载失败" error={detail.error} onRetry={() => detail.refetch()} />;

  const { sections, apply } = detail.data;
  const entity = jobCollection(registerFromForm(sections.executives, sections.topman)).find((e) => e.id === id);
  const kind = wantCompany ? ENTITY_KINDS.company : ENTITY_KINDS.person;
  if (!entity || entity.isCompany !== kind)
    return <Result status="404" title={wantCompany ? '没有这个非自然人' : '没有这个自然人'} extra={<Link to={`/edge/apply/index${refQuery(apply)}`}>返回申请</Link>} />;

  const row = rowsOf(sections.executives)[id - 1];
  const details = row ?? sections.topman;
  return (
    <Card title={`${entity.names}（${wantCompany ? '非自然人' : '自然人'}）`} extra={<Link to={`/edge/apply/index${refQuery(apply)}`}>返回申请</Link>}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="姓名 / 名称">{entity.names}</Descriptions.Item>
        <Descriptions.Item label="证件类型">{ID_TYPE_LABELS[str(details?.idType)] ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{str(details?.idNo) || '—'}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{str(details?.mobile) || '—'}</Descriptions.Item>
        <Descriptions.Item label="电子邮箱">{str(details?.email) || '—'}</Descriptions.Item>
        <Descriptions.Item label="任职" span={2}>
          {[entity.role, ...entity.additionalRoles]
            .map((r) => `${REGISTER_SECTION_LABELS[r.section]}（${positionLabel(r.job)}）`)
            .join('、')}
        </Descriptions.Item>
        {row && (
          <Descriptions.Item label="工作履历" span={2}>
            {listOf(row, 'workHistory')
              .map((w) => `${str(w.from)} 至 ${str(w.to) || '今'} ${str(w.employer)} ${str(w.title)}`)
              .join('；') || '—'}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
