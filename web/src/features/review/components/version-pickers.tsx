import { Flex, Select } from 'antd';

export type VersionPair = { against: number; version: number };

type Props = VersionPair & {
  /** The application's latest frozen version: versions 1 to latest can be picked. */
  latest: number;
  onChange: (pair: VersionPair) => void;
};

/** 版本 A and 版本 B of the compare page: any two different frozen versions, in either order. */
export function VersionPickers({ against, version, latest, onChange }: Props) {
  const options = (other: number) =>
    Array.from({ length: latest }, (_, i) => i + 1).map((v) => ({
      value: v,
      label: v === latest ? `第${v}版（最新）` : `第${v}版`,
      disabled: v === other,
    }));
  return (
    <Flex gap={12} wrap align="center">
      <label>
        版本 A{' '}
        <Select
          aria-label="版本 A"
          value={against}
          options={options(version)}
          onChange={(v: number) => onChange({ against: v, version })}
          style={{ minWidth: 140 }}
        />
      </label>
      <span aria-hidden>→</span>
      <label>
        版本 B{' '}
        <Select
          aria-label="版本 B"
          value={version}
          options={options(against)}
          onChange={(v: number) => onChange({ against, version: v })}
          style={{ minWidth: 140 }}
        />
      </label>
    </Flex>
  );
}
