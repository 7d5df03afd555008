import { Alert, Space, Tag } from 'antd';
import { yearQuarterLabel, type YearQuarter } from '@ftown/domain/tax/quarters';

/** The finished quarters without a report, oldest first. */
export function MissingQuarters({ missing }: { missing: readonly YearQuarter[] }) {
  if (missing.length === 0) return <Alert type="success" showIcon title="已结束的季度均已填报" />;
  return (
    <Alert
      type="warning"
      showIcon
      title={`有${missing.length}个已结束的季度尚未填报`}
      description={
        <Space size={[4, 4]} wrap>
          {missing.map((q) => (
            <Tag key={`${q.reportYear}-${q.reportQuarter}`} color="orange">
              {yearQuarterLabel(q)}
            </Tag>
          ))}
        </Space>
      }
    />
  );
}
