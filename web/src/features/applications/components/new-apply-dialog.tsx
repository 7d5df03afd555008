import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Modal, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  APPLY_TYPE_TITLES,
  CATEGORIES,
  CATEGORY_LABELS,
  COMPANY_TYPES,
  COMPANY_TYPE_LABELS,
  prefixOf,
  typeOf,
  type Category,
  type CompanyType,
} from '@ftown/domain/applications/types';

type Choice = { category: Category; companyType: CompanyType; relocate: boolean };

/**
 * Starts an application of any of the 16 types: the applicant picks category, legal form and new or relocated,
 * and lands on that type's form. The application itself is created when its first section is saved.
 */
export function NewApplyButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Choice>();
  const choice = Form.useWatch([], form) as Choice | undefined;
  const type = choice?.category && choice.companyType ? typeOf(choice.category, choice.companyType, choice.relocate) : null;

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        新建申请
      </Button>
      <Modal
        title="新建申请"
        open={open}
        okText="开始填写"
        cancelText="取消"
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: type === null }}
        onOk={() => {
          if (!type) return;
          // Closed before leaving: the list page stays mounted (hidden) in its tab and must not come back with
          // the dialog still open.
          setOpen(false);
          void navigate(`${prefixOf(type)}/base`);
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ relocate: false }} preserve={false}>
          <Form.Item name="category" label="申请类别" required>
            <Radio.Group optionType="button" options={CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))} />
          </Form.Item>
          <Form.Item name="companyType" label="企业类型" required>
            <Radio.Group
              optionType="button"
              options={COMPANY_TYPES.map((c) => ({ value: c, label: COMPANY_TYPE_LABELS[c] }))}
            />
          </Form.Item>
          <Form.Item name="relocate" label="设立方式" required>
            <Radio.Group
              optionType="button"
              options={[
                { value: false, label: '新设立' },
                { value: true, label: '市内迁入' },
              ]}
            />
          </Form.Item>
          <p aria-live="polite">{type ? `将填写：${APPLY_TYPE_TITLES[type]}申请表` : '请选择申请类别和企业类型'}</p>
        </Form>
      </Modal>
    </>
  );
}
