import { Flex, Select } from 'antd';

export type VersionPair = { against: number; version: number };

type Props = VersionPair & {
  /** The application's latest frozen version: versions 1 to latest can be picked. */
  latest: number;
  onChange: (pair: VersionPair) => void;
};

/** 版本 A and 版本 B of the compare page: any two different frozen versions, in either order. */
export function VersionPickers({ against, version, latest, onChange }: Props) {
  const picker = (label: string, value: number, other: number, pick: (v: number) => VersionPair) => (
    <label>
      {label}{' '}
      <Select
        aria-label={label}
        value={value}
        options={Array.from({ length: latest }, (_, i) => i + 1).map((v) => ({
          value: v,
          label: v === latest ? `第${v}版（最新）` : `第${v}版`,
          disabled: v === other,
        }))}
        onChange={(v: number) => onChange(pick(v))}
        style={{ minWidth: 140 }}
      />
    </label>
  );
  return (
    <Flex gap={12} wrap align="center">
      {picker('版本 A', against, version, (v) => ({ against: v, version }))}
      <span aria-hidden>→</span>
      {picker('版本 B', version, against, (v) => ({ against, version: v }))}
    </Flex>
  );
}
