import type { ReactNode } from 'react';
import { Card, Empty, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { THomeApplication } from '@ftown/domain/home/home.schemas';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { StatusTag } from '@/components/status-tag';
import { useSessionStore } from '@/stores/session-store';
import { useApplicantSummary } from '../api/get-applicant-summary';
import { refQuery } from '../apply-links';
import { ApplyProgress } from '../components/apply-progress';
import { HomeRow, HomeRows } from '../components/home-row';
import { NextSteps } from '../components/next-steps';
import { SummaryState } from '../components/summary-state';

const APPLICATIONS_PATH = '/edge/index';

function ApplicationItem({ apply }: { apply: THomeApplication }) {
  const at = apply.stage ?? apply.haltedAt;
  return (
    <HomeRow
      title={
        <Space wrap>
          {apply.name || '（未填写企业名称）'}
          <StatusTag status={apply.status} />
          {at && <Typography.Text type="secondary">{STAGE_INFO[at].label}</Typography.Text>}
        </Space>
      }
      description={<ApplyProgress apply={apply} />}
      action={<Link to={`/edge/apply/index${refQuery(apply)}`}>查看</Link>}
    />
  );
}

/**
 * /home_edge: the applicant's applications, where each stands, and what they must do next. `messages` is the
 * unread messages block, which the app composes in from the messages feature, last.
 */
export default function ApplicantHomePage({ messages }: { messages?: ReactNode }) {
  const name = useSessionStore((s) => s.session?.name ?? '');
  const query = useApplicantSummary();
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ margin: 0 }}>
          欢迎您，{name}
        </Typography.Title>
      </Card>
      <SummaryState query={query} title="首页数据加载失败" />
      {data && (
        <>
          <NextSteps applications={data.applications.items} enterprises={data.enterprises} />
          <Card
            title="我的申请"
            extra={data.applications.total > 0 && <Link to={APPLICATIONS_PATH}>全部申请（{data.applications.total}）</Link>}
          >
            {data.applications.items.length === 0 ? (
              <Empty description="您还没有申请">
                <Link to={APPLICATIONS_PATH}>去申请</Link>
              </Empty>
            ) : (
              <HomeRows>
                {data.applications.items.map((a) => (
                  <ApplicationItem key={a.id} apply={a} />
                ))}
              </HomeRows>
            )}
          </Card>
        </>
      )}
      {/* Under the to-dos and applications: its loading block is not the height of its messages, and above them
          its swap moved what the applicant acts on, the page's largest content with it (issue 15: layout shift). */}
      {messages}
    </Flex>
  );
}
