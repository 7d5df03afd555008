import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { SessionProviders } from './session-providers';

function Notes({ count }: { count: number }) {
  const { message } = App.useApp();
  useEffect(() => {
    for (let n = 1; n <= count; n++) void message.success(`file-${n}.pdf 已上传`);
  }, [message, count]);
  return null;
}

describe('the signed-in providers', () => {
  it('keep the three newest notes on screen: eighteen uploads at once covered the page', async () => {
    render(
      <SessionProviders>
        <Notes count={6} />
      </SessionProviders>,
    );
    expect(await screen.findByText('file-6.pdf 已上传')).toBeInTheDocument();
    expect(screen.getAllByText(/^file-\d\.pdf 已上传$/).map((note) => note.textContent)).toEqual(['file-4.pdf 已上传', 'file-5.pdf 已上传', 'file-6.pdf 已上传']);
  });
});
