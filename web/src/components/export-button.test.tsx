import { describe, expect, it } from 'vitest';
import { App } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButton } from './export-button';

const deferred = () => {
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
};

const renderButton = (download: () => Promise<unknown>) =>
  render(
    <App>
      <ExportButton download={download} />
    </App>,
  );

describe('export button (register and reporting pages)', () => {
  it('is busy while the download runs and says the download started', async () => {
    const run = deferred();
    let calls = 0;
    renderButton(() => {
      calls += 1;
      return run.promise;
    });
    await userEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(calls).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /导出Excel/ })).toHaveClass('ant-btn-loading'));
    run.resolve();
    expect(await screen.findByText('已开始下载')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /导出Excel/ })).not.toHaveClass('ant-btn-loading'));
  });

  it('claims no download when it failed, and can be pressed again', async () => {
    const run = deferred();
    renderButton(() => run.promise);
    await userEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    run.reject(new Error('shown by the request layer'));
    await waitFor(() => expect(screen.getByRole('button', { name: /导出Excel/ })).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByText('已开始下载')).not.toBeInTheDocument();
  });
});
