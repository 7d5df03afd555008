import { useSearchParams } from 'react-router';
import { Card, Result } from 'antd';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { ZCompareRequest, type TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { useApplyVersion } from '../api/get-apply-version';
import { useCompareResult } from '../api/get-compare-result';
import { ChangeInfoSummary } from '../components/change-info-summary';
import { VersionCompare } from '../components/version-compare';
import { VersionPickers, type VersionPair } from '../components/version-pickers';
import { enterpriseLabelOf } from '../review-state';

function Compare({ body, onPick }: { body: TCompareRequest & { id: number }; onPick: (pair: VersionPair) => void }) {
  const compare = useCompareResult(body);
  const ref = { id: body.id, unicodes: body.unicodes };
  const after = useApplyVersion(ref, compare.data?.version ?? null);
  const before = useApplyVersion(ref, compare.data?.against ?? null);

  if (compare.isError || after.isError || before.isError)
    return (
      <LoadFailed
        title="版本对比加载失败"
        error={compare.error ?? after.error ?? before.error}
        onRetry={() => Promise.all([compare.refetch(), after.refetch(), before.refetch()])}
      />
    );
  if (compare.isPending) return <PageLoading tip="正在对比版本…" />;
  const { version, against } = compare.data;
  if (against === null) return <Result status="info" title={`第${version}版是首次提交的版本，没有可对比的上一版`} />;
  if (after.isPending || before.isPending) return <PageLoading tip="正在加载版本内容…" />;

  const changeBody = { ...body, version, against };
  return (
    <Card title={`版本对比 · ${enterpriseLabelOf(after.data.apply)} · ${APPLY_TYPE_TITLES[after.data.apply.type]}`}>
      <div style={{ marginBottom: 16 }}>
        <VersionPickers latest={after.data.apply.version} against={against} version={version} onChange={onPick} />
      </div>
      <VersionCompare
        before={before.data}
        after={after.data}
        diff={compare.data.diff}
        files={compare.data.attachments}
        extra={{
          capital: <ChangeInfoSummary call="getCapitalChangeInfo" body={changeBody} />,
          executives: <ChangeInfoSummary call="getExecutivesChangeInfo" body={changeBody} />,
        }}
      />
    </Card>
  );
}

/**
 * /apply/version and /edge/apply/version (staff): two versions of the application the query names, `version` (版本 B)
 * against `against` (版本 A, else the version before); picking others rewrites the query.
 */
export default function VersionComparePage() {
  const [params, setParams] = useSearchParams();
  const parsed = ZCompareRequest.safeParse(Object.fromEntries(params));
  if (!parsed.success || parsed.data.id === undefined)
    return <Result status="warning" title="对比参数不完整" subTitle={parsed.success ? '缺少申请编号' : parsed.error.issues[0]?.message} />;
  const body = { ...parsed.data, id: parsed.data.id };
  const pick = ({ against, version }: VersionPair) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('version', String(version));
      next.set('against', String(against));
      return next;
    });
  return <Compare key={params.toString()} body={body} onPick={pick} />;
}
