import type { ReactNode } from 'react';
import { Button, Card, Col, ConfigProvider, Form, Popconfirm, Row, Tooltip, type FormInstance, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldDef } from '@ftown/domain/applications/form-model';
import type { ValidationMode } from '@ftown/domain/applications/section-schema';
import { controlFor, valuePropsFor } from './field-control';
import { fieldRule, type NamePath } from './field-rules';
import styles from './form-fields.module.css';

/** Whether the row at `index` of the list at `listPath` may be removed: true, or the reason it may not. */
export type RemovalCheck = (listPath: NamePath, index: number, form: FormInstance) => true | string;

type Props = {
  fields: readonly FieldDef[];
  /** Name path relative to the enclosing Form.List (what antd's Form.Item takes). */
  rel: NamePath;
  /** Absolute path of the object holding these fields (what getFieldValue takes). */
  abs: NamePath;
  mode: ValidationMode;
  /** Hides the add and remove buttons; the inputs themselves follow the Form's own `disabled`. */
  disabled?: boolean;
  canRemove?: RemovalCheck;
  /**
   * Replaces the fields' own rule, for a form whose values a schema of its own checks as a whole (a stage result,
   * with its cross-field and context rules); `path` is the field's absolute path.
   */
  ruleOf?: (def: FieldDef, path: NamePath) => FormRule;
  /** Controls a type cannot tell, by field key (the licence scan is an upload). */
  controls?: Readonly<Partial<Record<string, ReactNode>>>;
  /** The only fields of this level open to change, highlighted; the others are disabled (a return's named fields). */
  pinned?: ReadonlySet<string> | undefined;
};

function RemoveButton({ what, removal, onRemove }: { what: string; removal: true | string; onRemove: () => void }) {
  if (removal !== true)
    return (
      <Tooltip title={removal}>
        <Button type="link" disabled icon={<DeleteOutlined />}>
          删除
        </Button>
      </Tooltip>
    );
  return (
    <Popconfirm title={`确定删除${what}吗？`} okText="删除" cancelText="取消" onConfirm={onRemove}>
      <Button type="link" danger icon={<DeleteOutlined />}>
        删除
      </Button>
    </Popconfirm>
  );
}

const WIDE = new Set(['textarea', 'list', 'group']);

const requirementProps = (def: FieldDef) =>
  def.req === 'R'
    ? { required: true }
    : def.req === 'O'
      ? { required: false }
      : { required: false, tooltip: def.req.note };

/** Lays out any list of field definitions: scalars as form items, groups as boxes, lists as repeatable rows. */
export function FormFields({ fields, pinned, ...props }: Props) {
  return (
    <Row gutter={16}>
      {fields.map((def) => (
        <Col
          key={def.key}
          xs={24}
          md={WIDE.has(def.type.kind) ? 24 : 12}
          className={pinned?.has(def.key) ? styles.pinned : undefined}
          data-pinned={pinned ? pinned.has(def.key) : undefined}
        >
          {pinned && !pinned.has(def.key) ? (
            <ConfigProvider componentDisabled>
              <FieldView def={def} siblings={fields} {...props} disabled />
            </ConfigProvider>
          ) : (
            <FieldView def={def} siblings={fields} {...props} />
          )}
        </Col>
      ))}
    </Row>
  );
}

type FieldProps = Omit<Props, 'fields'> & { def: FieldDef; siblings: readonly FieldDef[] };

function FieldView({ def, siblings, rel, abs, mode, disabled = false, canRemove, ruleOf, controls }: FieldProps) {
  const nested = { mode, disabled, canRemove, ruleOf, controls };
  const form = Form.useFormInstance();
  const { type } = def;

  if (type.kind === 'group')
    return (
      <fieldset className={styles.group}>
        <legend>{def.label}</legend>
        <FormFields fields={type.fields} rel={[...rel, def.key]} abs={[...abs, def.key]} {...nested} />
      </fieldset>
    );

  if (type.kind === 'list') {
    const listPath = [...abs, def.key];
    return (
      <Form.List name={[...rel, def.key]}>
        {(items, { add, remove }) => (
          <div className={styles.list} role="group" aria-label={def.label}>
            <div className={styles.listTitle}>
              {requirementProps(def).required && <span className={styles.mark}>*</span>}
              {def.label}
            </div>
            {items.map((item, index) => (
                <Card
                  key={item.key}
                  size="small"
                  className={styles.row}
                  title={`${def.label}第${index + 1}条`}
                  extra={
                    !disabled && (
                      // Re-evaluated on every change: whether a row may go can depend on what is typed in it.
                      <Form.Item noStyle shouldUpdate>
                        {() => (
                          <RemoveButton
                            what={`${def.label}第${index + 1}条`}
                            removal={canRemove?.(listPath, index, form) ?? true}
                            onRemove={() => remove(item.name)}
                          />
                        )}
                      </Form.Item>
                    )
                  }
                >
                  <FormFields fields={type.fields} rel={[item.name]} abs={[...listPath, item.name]} {...nested} />
                </Card>
            ))}
            {!disabled && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={items.length >= type.max}
                onClick={() => add(defaultsOf(type.fields))}
              >
                添加{def.label}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    );
  }

  const related = siblings.flatMap((s) =>
    (type.kind === 'id-by-type' && s.key === type.typeField) || (type.kind === 'enum' && s.key === type.narrow?.by) ? [[...rel, s.key]] : [],
  );
  const item = (row?: Record<string, unknown>) => (
    <Form.Item
      name={[...rel, def.key]}
      label={def.label}
      extra={def.hint}
      dependencies={related}
      rules={[ruleOf ? ruleOf(def, [...abs, def.key]) : fieldRule(def, siblings, abs, mode)]}
      validateFirst
      {...requirementProps(def)}
      {...valuePropsFor(def)}
    >
      {controls?.[def.key] ?? controlFor(def, row)}
    </Form.Item>
  );
  if (type.kind !== 'enum' || !type.narrow) return item();
  // Options that follow a sibling (an officer's jobs follow the post) re-render when that sibling changes.
  const by = [...abs, type.narrow.by];
  return (
    <Form.Item noStyle shouldUpdate={(prev, next) => valueAt(prev, by) !== valueAt(next, by)}>
      {() => item(form.getFieldValue(abs) as Record<string, unknown> | undefined)}
    </Form.Item>
  );
}

const valueAt = (values: unknown, path: NamePath): unknown =>
  [path].flat().reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), values);

/**
 * The values a new row starts with: each field's declared default, nested groups and lists included. A nested list
 * starts with an empty row only when it is always required: an optional or conditional list (an officer's work
 * history) would otherwise carry an empty row that blocks submission until the applicant finds and deletes it.
 */
export const defaultsOf = (fields: readonly FieldDef[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((f): [string, unknown][] => {
      if (f.defaultValue !== undefined) return [[f.key, f.defaultValue]];
      if (f.type.kind === 'group') return [[f.key, defaultsOf(f.type.fields)]];
      if (f.type.kind === 'list' && f.type.min > 0 && f.req === 'R') return [[f.key, [defaultsOf(f.type.fields)]]];
      return [];
    }),
  );
