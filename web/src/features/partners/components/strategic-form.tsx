import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import {
  COOPERATION_INTENTS,
  COOPERATION_INTENT_LABELS,
  PARTNER_PICK_MAX,
  STRATEGIC_MESSAGES,
  type CooperationIntent,
  type TStrategicRecord,
} from '@ftown/domain/partners/partners.schemas';
import { zPhone } from '@ftown/domain/validators/mobile';
import { RequestError } from '@/lib/request';
import { zodRule } from '@/lib/zod-rule';
import { useSaveStrategicRecord } from '../api/save-strategic-record';
import { PartnerTable } from './partner-table';

type Values = { intent?: CooperationIntent; contactName?: string; contactPhone?: string; note?: string };

/**
 * The enterprise's strategic record: partners picked in the table (across pages), the intent and a
 * contact. Keyed by the caller on the enterprise and the record's version, so it starts from what is saved.
 */
export function StrategicForm({ unicodes, record }: { unicodes: string; record: TStrategicRecord | null }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveStrategicRecord();
  const [picked, setPicked] = useState(() => new Map(record?.partners.map((p) => [p.id, p.name]) ?? []));
  const [pickError, setPickError] = useState<string | null>(null);

  const checkPicked = () => {
    if (picked.size === 0) setPickError(STRATEGIC_MESSAGES.partners);
    return picked.size > 0;
  };

  const submit = (values: Values) => {
    if (!checkPicked()) return;
    save.mutate(
      {
        unicodes,
        intent: values.intent as CooperationIntent,
        partnerIds: [...picked.keys()],
        contactName: values.contactName ?? '',
        contactPhone: values.contactPhone ?? '',
        note: values.note ?? '',
      },
      {
        onSuccess: () => void message.success(STRATEGIC_MESSAGES.saved),
        onError: (error) => {
          if (!(error instanceof RequestError)) return;
          if (error.fields['submitData.partnerIds'] ?? error.fields.partnerIds) setPickError(error.message);
          form.setFields(
            Object.entries(error.fields)
              .map(([name, msg]) => ({ name: name.replace(/^submitData\./, '') as keyof Values, errors: [msg] }))
              .filter((f) => f.name !== ('partnerIds' as keyof Values)),
          );
        },
      },
    );
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="选择合作机构" size="small" extra={`已选 ${picked.size}/${PARTNER_PICK_MAX}`}>
        <PartnerTable
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...picked.keys()],
            getCheckboxProps: (row) => ({ disabled: !picked.has(row.id) && picked.size >= PARTNER_PICK_MAX }),
            onChange: (keys, rows) => {
              const next = new Map<number, string>();
              for (const key of keys) {
                const id = Number(key);
                next.set(id, rows.find((r) => r?.id === id)?.name ?? picked.get(id) ?? String(id));
              }
              setPicked(next);
              setPickError(null);
            },
          }}
        />
      </Card>
      <Card title="战略合作意向" size="small">
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          onFinishFailed={checkPicked}
          initialValues={{
            intent: record?.intent,
            contactName: record?.contactName,
            contactPhone: record?.contactPhone,
            note: record?.note,
          }}
        >
          <Form.Item label="已选合作机构" required validateStatus={pickError ? 'error' : undefined} help={pickError ?? undefined}>
            {picked.size === 0 ? (
              <Typography.Text type="secondary">请在上方列表中勾选合作机构</Typography.Text>
            ) : (
              <Space size={[4, 4]} wrap>
                {[...picked].map(([id, name]) => (
                  <Tag
                    key={id}
                    closable
                    onClose={() => setPicked((prev) => new Map([...prev].filter(([k]) => k !== id)))}
                  >
                    {name}
                  </Tag>
                ))}
              </Space>
            )}
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="合作意向" name="intent" rules={[{ required: true, message: STRATEGIC_MESSAGES.intent }]}>
                <Select
                  placeholder="请选择"
                  options={COOPERATION_INTENTS.map((i) => ({ value: i, label: COOPERATION_INTENT_LABELS[i] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="联系人"
                name="contactName"
                rules={[{ required: true, whitespace: true, max: 30, message: STRATEGIC_MESSAGES.contactName }]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="联系电话" name="contactPhone" rules={[zodRule(zPhone())]}>
                <Input maxLength={20} placeholder="手机或座机" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="备注" name="note" rules={[{ max: 500, message: STRATEGIC_MESSAGES.note }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
            {record && <Typography.Text type="secondary">上次保存：{formatDateTime(record.updatedAt)}</Typography.Text>}
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
