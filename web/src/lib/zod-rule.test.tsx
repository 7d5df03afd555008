import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { zMobile } from '@ftown/domain/validators/mobile';
import { zOpinion } from '@ftown/domain/review/stage-results';
import { renderWithProviders } from '@/test/render';
import { zodRule } from './zod-rule';

const labelOf = (text: string) => screen.getByText(text, { selector: 'label' });

describe('zodRule', () => {
  it('marks a field required exactly when its schema refuses it empty, and shows the schema message', async () => {
    renderWithProviders(
      <Form>
        <Form.Item label="手机号" name="mobile" rules={[zodRule(zMobile())]}>
          <Input />
        </Form.Item>
        <Form.Item label="审核意见" name="opinion" rules={[zodRule(zOpinion)]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    expect(labelOf('手机号')).toHaveClass('ant-form-item-required');
    expect(labelOf('审核意见')).not.toHaveClass('ant-form-item-required');

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    // The schema's own message, not antd's generic "required" one.
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
  });
});
