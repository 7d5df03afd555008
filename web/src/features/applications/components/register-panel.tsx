import { Link } from 'react-router';
import { Button, Empty, Popconfirm, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import type { Row } from '@ftown/domain/applications/form-model';
import { companiesOf, entriesOf, jobCollection, personsOf, type RegisterEntry } from '@ftown/domain/register/register';
import { registerFromForm } from '@ftown/domain/register/from-form';
import { isDeletable, REGISTER_SECTIONS, REGISTER_SECTION_LABELS, type RegisterSection } from '@ftown/domain/register/sections';
import { positionLabel } from '@ftown/domain/validators/position';

type Props = {
  executives: Row | undefined;
  topman: Row | undefined;
  /** Absent on read-only pages: no delete buttons. */
  onRemove?: (section: RegisterSection, entry: RegisterEntry) => void;
};

const kindTag = (isCompany: number) => <Tag>{isCompany === 2 ? '非自然人' : '自然人'}</Tag>;

const detailPath = (entry: Pick<RegisterEntry, 'id' | 'isCompany'>) =>
  entry.isCompany === 2 ? `/enterprise_edge/index/index/${entry.id}` : `/person_edge/index/index/${entry.id}`;

/**
 * The officer register the executives and topman sections describe (spec section 3): every section with its
 * entries, the persons and the companies each listed once, and each entity's jobs. Only directorate, aufsichtsrat
 * and promoter entries can be deleted, after a confirmation.
 */
export function RegisterPanel({ executives, topman, onRemove }: Props) {
  const register = registerFromForm(executives, topman);

  const bySection = REGISTER_SECTIONS.map((section) => ({ section, entries: entriesOf(register, section) }));
  const sectionColumns: TableColumnsType<(typeof bySection)[number]> = [
    { title: '类别', dataIndex: 'section', width: 140, render: (s: RegisterSection) => REGISTER_SECTION_LABELS[s] },
    {
      title: '人员',
      key: 'entries',
      render: (_: unknown, { section, entries }) =>
        entries.length === 0 ? (
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>未填写</span>
        ) : (
          entries.map((entry) => (
            <Tag key={entry.id} style={{ marginBottom: 4 }}>
              {entry.names}（{positionLabel(entry.job)}）
              {onRemove && isDeletable(section) && (
                <Popconfirm
                  title={`确定将${entry.names}从${REGISTER_SECTION_LABELS[section]}中删除吗？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => onRemove(section, entry)}
                >
                  <Button type="link" size="small" danger aria-label={`从${REGISTER_SECTION_LABELS[section]}删除${entry.names}`}>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Tag>
          ))
        ),
    },
  ];

  const entityColumns: TableColumnsType<RegisterEntry> = [
    { title: '姓名 / 名称', dataIndex: 'names', render: (n: string, e) => <Link to={detailPath(e)}>{n}</Link> },
    { title: '主体性质', dataIndex: 'isCompany', width: 100, render: kindTag },
  ];

  const jobs = jobCollection(register);
  return (
    <Tabs
      items={[
        {
          key: 'sections',
          label: '人员名册',
          children: <Table rowKey="section" size="small" pagination={false} columns={sectionColumns} dataSource={bySection} />,
        },
        {
          key: 'persons',
          label: `自然人（${personsOf(register).length}）`,
          children: <Table rowKey="id" size="small" pagination={false} columns={entityColumns} dataSource={[...personsOf(register)]} />,
        },
        {
          key: 'companies',
          label: `非自然人（${companiesOf(register).length}）`,
          children: <Table rowKey="id" size="small" pagination={false} columns={entityColumns} dataSource={[...companiesOf(register)]} />,
        },
        {
          key: 'jobs',
          label: '任职汇总',
          children:
            jobs.length === 0 ? (
              <Empty description="尚未填写任职人员" />
            ) : (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={jobs}
                columns={[
                  { title: '姓名 / 名称', dataIndex: 'names' },
                  { title: '主体性质', dataIndex: 'isCompany', width: 100, render: kindTag },
                  {
                    title: '任职',
                    key: 'roles',
                    render: (_: unknown, j) =>
                      [j.role, ...j.additionalRoles]
                        .map((r) => `${REGISTER_SECTION_LABELS[r.section]}（${positionLabel(r.job)}）`)
                        .join('、'),
                  },
                ]}
              />
            ),
        },
      ]}
    />
  );
}
