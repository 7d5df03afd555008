import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import type { TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/fixtures';
import { AttachmentViewerProvider, useAttachmentViewer } from './viewer-context';
import type { PageView } from './pdf-render';

// pdf.js itself needs a real canvas (the e2e journey draws with it); here the viewer meets it at its module boundary.
const pdf = vi.hoisted(() => ({
  render: vi.fn((_page: number, _canvas: HTMLCanvasElement, _view: PageView) => ({ promise: Promise.resolve(), cancel: () => undefined })),
}));
vi.mock('./pdf-render', () => ({
  openPdf: vi.fn(async () => ({ pageCount: 2, render: pdf.render, destroy: async () => undefined })),
}));

const file = (id: number, key: string, name: string, mime: string): TAttachment => ({
  id,
  applyId: 9,
  section: key === 'holderIdProof' ? 'capital' : 'base',
  key,
  name,
  size: 2048,
  mime,
  sha256: 'ab'.repeat(32),
  createdAt: '2026-11-26T10:00:00.000Z',
});
// Listed out of order: the viewer walks them in the form's order (application form, letter, then the capital's).
const FILES = [
  file(1, 'commitmentLetter', '承诺书.pdf', 'application/pdf'),
  file(2, 'holderIdProof', '股东身份证.png', 'image/png'),
  file(3, 'settleApplicationForm', '入驻申请表.pdf', 'application/pdf'),
];

function Opener() {
  const view = useAttachmentViewer();
  return (
    <>
      {FILES.map((f) => (
        <Button key={f.id} onClick={() => view?.(f)}>
          打开{f.name}
        </Button>
      ))}
    </>
  );
}

const fetchMock = stubFetch({ token: 'viewer-token' });
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const id = Number(new URL(String(input), 'http://portal').searchParams.get('id'));
    const mime = FILES.find((f) => f.id === id)!.mime;
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': mime, 'Content-Disposition': 'inline; filename="f"' } });
  });
  URL.createObjectURL = vi.fn(() => 'blob:portal/file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  pdf.render.mockClear();
});

const viewer = () => screen.getByRole('dialog');
const lastView = () => pdf.render.mock.calls.at(-1)?.[2];

describe('attachment viewer', { timeout: 30_000 }, () => {
  it('draws a PDF in the page, zooms and turns it, and fetches it inline with the token', async () => {
    renderWithProviders(
      <AttachmentViewerProvider files={FILES}>
        <Opener />
      </AttachmentViewerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '打开承诺书.pdf' }));
    expect(within(viewer()).getByText('承诺书.pdf')).toBeInTheDocument();
    expect(within(viewer()).getByText(/第 2 \/ 3 个附件/)).toBeInTheDocument();
    expect(await within(viewer()).findByRole('img', { name: '第2页' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/apply/home/viewAttachment?id=1');
    expect(new Headers(init?.headers).get('X-Token')).toBe('viewer-token');
    await waitFor(() => expect(lastView()).toMatchObject({ zoom: 1, rotation: 0 }));

    await userEvent.click(within(viewer()).getByRole('button', { name: /旋转/ }));
    await waitFor(() => expect(lastView()).toMatchObject({ zoom: 1, rotation: 90 }));
    await userEvent.click(within(viewer()).getByRole('button', { name: /放大/ }));
    expect(within(viewer()).getByLabelText('缩放比例')).toHaveTextContent('125%');
    await waitFor(() => expect(lastView()).toMatchObject({ zoom: 1.25, rotation: 90 }));
  });

  it('goes to the next and previous file with the buttons and the arrow keys, each opening fitted and upright, and closes on Esc', async () => {
    renderWithProviders(
      <AttachmentViewerProvider files={FILES}>
        <Opener />
      </AttachmentViewerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '打开承诺书.pdf' }));
    await userEvent.click(within(viewer()).getByRole('button', { name: /旋转/ }));

    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer()).getByText(/第 3 \/ 3 个附件/)).toBeInTheDocument();
    const image = await within(viewer()).findByRole('img', { name: '股东身份证.png' });
    expect(image).toHaveStyle({ transform: 'rotate(0deg) scale(1)' });
    expect(within(viewer()).getByRole('button', { name: /下一个/ })).toBeDisabled();

    await userEvent.click(within(viewer()).getByRole('button', { name: /旋转/ }));
    await userEvent.click(within(viewer()).getByRole('button', { name: /旋转/ }));
    await userEvent.click(within(viewer()).getByRole('button', { name: /缩小/ }));
    expect(image).toHaveStyle({ transform: 'rotate(180deg) scale(0.75)' });
    expect(image).toHaveAttribute('src', 'blob:portal/file');

    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(within(viewer()).getByRole('button', { name: /上一个/ }));
    expect(within(viewer()).getByText('入驻申请表.pdf')).toBeInTheDocument();
    expect(within(viewer()).getByText(/第 1 \/ 3 个附件/)).toBeInTheDocument();
    expect(within(viewer()).getByRole('button', { name: /上一个/ })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
