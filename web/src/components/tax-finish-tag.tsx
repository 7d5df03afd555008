import { Tag } from 'antd';

/**
 * Whether an enterprise has completed its tax registration. `named` says what the tag is about, for a phone's
 * one-column row where no column header does.
 */
export function TaxFinishTag({ taxFinish, named = false }: { taxFinish: number; named?: boolean }) {
  const what = named ? '税务登记' : '';
  return taxFinish === 1 ? <Tag color="green">{what}已完成</Tag> : <Tag>{what}未完成</Tag>;
}
