import { Alert } from 'antd';

/** Findings that do not block (FORMS.md W rules), or blocking ones gathered for the submission check. */
export function FindingList({
  kind,
  title,
  items,
}: {
  kind: 'warning' | 'error';
  title: string;
  items: readonly { key: string; where: string; message: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Alert
      type={kind}
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {items.map((item) => (
            <li key={item.key}>
              {item.where}：{item.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
