import { Card, Descriptions, Empty, Flex, Tag } from 'antd';
import { Link } from 'react-router';
import { yearQuarterLabel } from '@ftown/domain/tax/quarters';
import { useApplicantSummary } from '../api/get-applicant-summary';
import { SummaryState } from './summary-state';
import { REPORT_PATH } from './next-steps';

/** The reporting state of the caller's settled enterprises (optionally only those of `unicodes`) and what is due next. */
export function ReportingCard({ unicodes }: { unicodes?: readonly string[] }) {
  const query = useApplicantSummary();
  const enterprises = (query.data?.enterprises ?? []).filter((e) => !unicodes || unicodes.includes(e.unicodes));
  return (
    <Card title="经营情况填报">
      <SummaryState query={query} title="填报情况加载失败" />
      {query.isSuccess && enterprises.length === 0 && <Empty description="企业入驻完成后，请按季度填报经营情况" />}
      <Flex vertical gap={16}>
        {enterprises.map((e) => (
          <Descriptions
            key={e.unicodes}
            title={e.name}
            column={{ xs: 1, sm: 2 }}
            bordered
            size="small"
            extra={<Link to={`${REPORT_PATH}?${new URLSearchParams({ unicodes: e.unicodes })}`}>{e.missing.length > 0 ? '去填报' : '查看填报记录'}</Link>}
          >
            <Descriptions.Item label="税务登记">
              {e.taxFinish === 1 ? <Tag color="success">已完成</Tag> : <Tag color="warning">未完成</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="已填报">{e.reportCount}个季度</Descriptions.Item>
            <Descriptions.Item label="待填报" span={2}>
              {e.missing.length === 0
                ? '已全部填报'
                : `${e.missing.length}个季度，下一个应填报：${yearQuarterLabel(e.missing[0]!)}`}
            </Descriptions.Item>
          </Descriptions>
        ))}
      </Flex>
    </Card>
  );
}
