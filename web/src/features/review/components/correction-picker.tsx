import { useMemo } from 'react';
import { Empty, Flex, Input, Spin, Tree, Typography } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { correctionLabel, correctionTree, ATTACHMENTS_PREFIX, type CorrectionItemInput } from '@ftown/domain/review/corrections';
import { useApplyVersion } from '../api/get-apply-version';

type Props = {
  apply: TApply;
  value?: CorrectionItemInput[];
  onChange?: (items: CorrectionItemInput[]) => void;
  /** The picked items' names, for the note's free-text 驳回事项. */
  onLabels?: (labels: string[]) => void;
};

/**
 * The items of a return or refusal, picked from the application itself (the version the examiner read): its
 * sections with their fields or rows, and its attachment keys; each picked item takes its own remark.
 */
export function CorrectionPicker({ apply, value = [], onChange, onLabels }: Props) {
  const version = useApplyVersion(apply, apply.version);
  const sections = version.data?.sections;
  const tree = useMemo(() => (sections ? correctionTree(apply.type, sections) : []), [apply.type, sections]);
  if (version.isPending) return <Spin size="small" />;
  if (!sections) return <Empty description="无法读取申请内容，请仅填写文字事项" />;

  const source = { sections, files: [] };
  const labelOf = (target: string) => correctionLabel(apply.type, target, source) ?? target;
  const set = (items: CorrectionItemInput[]) => {
    onChange?.(items);
    onLabels?.(items.map((i) => labelOf(i.target)));
  };
  const treeData = tree.map((node) => ({
    key: node.value,
    title: node.title,
    // The attachments node only groups the keys: a file is returned key by key.
    checkable: node.value !== ATTACHMENTS_PREFIX,
    children: node.children?.map((child) => ({ key: child.value, title: child.title })),
  }));

  return (
    <Flex vertical gap={8}>
      <div style={{ maxHeight: 260, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          treeData={treeData}
          checkedKeys={value.map((i) => i.target)}
          onCheck={(checked) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
            const remarks = new Map(value.map((i) => [i.target, i.remark]));
            set(keys.map((target) => ({ target, remark: remarks.get(target) ?? '' })));
          }}
        />
      </div>
      {value.length > 0 && (
        <Flex vertical gap={6} role="list" aria-label="已选退回事项">
          {value.map((item) => (
            <Flex key={item.target} vertical gap={2} role="listitem">
              <Typography.Text strong>{labelOf(item.target)}</Typography.Text>
              <Input
                aria-label={`事项说明：${labelOf(item.target)}`}
                placeholder="该项需要如何修改（选填）"
                maxLength={500}
                value={item.remark}
                onChange={(e) => set(value.map((i) => (i.target === item.target ? { ...i, remark: e.target.value } : i)))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
