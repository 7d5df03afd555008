import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { clearToasts, prepareToasts, registerFeedbackHost, registerHostMessage, toast } from './feedback';

/** A toast host whose API arrives when the test says, as the lazy host mounts on a slow first visit. */
const slowHost = () => {
  const api = { success: vi.fn(), destroy: vi.fn() } as unknown as MessageInstance;
  registerFeedbackHost(() => undefined);
  return { api, mount: () => registerHostMessage(api) };
};

afterEach(() => {
  registerHostMessage(null);
  registerFeedbackHost(null);
});

describe('toasts', () => {
  it('shows a toast once its host has mounted', async () => {
    const host = slowHost();
    const shown = toast().success('验证码已发送，5分钟内有效');
    host.mount();
    await shown;
    expect(host.api.success).toHaveBeenCalledWith('验证码已发送，5分钟内有效');
  });

  it('drops a toast asked for before the page was left, though its host mounts later', async () => {
    const host = slowHost();
    const shown = toast().success('验证码已发送，5分钟内有效');
    clearToasts();
    host.mount();
    await shown;
    expect(host.api.success).not.toHaveBeenCalled();
    await toast().success('已保存');
    expect(host.api.success).toHaveBeenCalledWith('已保存');
  });

  it('mounts the host ahead of a toast when asked, and not again once it is there', () => {
    const mount = vi.fn();
    registerFeedbackHost(mount);
    prepareToasts();
    expect(mount).toHaveBeenCalledWith('message');
    registerHostMessage({ success: vi.fn() } as unknown as MessageInstance);
    prepareToasts();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('closes the toasts on screen', () => {
    const host = slowHost();
    host.mount();
    clearToasts();
    expect(host.api.destroy).toHaveBeenCalled();
  });
});
