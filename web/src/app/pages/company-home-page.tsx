import { Flex } from 'antd';
import CompanyHome from '@/features/applications/pages/company-home-page';
import { ReportingCard } from '@/features/home/components/reporting-card';
import { useSessionStore } from '@/stores/session-store';

/** /edge_company/index: the company's identity and applications, with its quarterly reporting and what is due. */
export default function CompanyHomePage() {
  const unicodes = useSessionStore((s) => s.session?.userCompanyUnicodes);
  return (
    <Flex vertical gap={16}>
      <CompanyHome />
      <ReportingCard unicodes={unicodes} />
    </Flex>
  );
}
