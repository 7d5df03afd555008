import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { SITE_TITLE } from '@/config/portal';
import { awaitFirstContent } from '@/app/after-first-content';
import { renderWithProviders } from '@/test/render';
import { ApplicantHeader } from './applicant-header';

describe('applicant top bar', () => {
  it('shows the site title at once and its extras only after the first page has what it needs', async () => {
    let pageReady = () => {};
    awaitFirstContent(new Promise<void>((resolve) => (pageReady = resolve)));
    renderWithProviders(<ApplicantHeader home="/home_edge" />);

    expect(screen.getByRole('link', { name: SITE_TITLE })).toHaveAttribute('href', '/home_edge');
    // Well past the idle wait and a frame: the extras still wait for the page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('link', { name: '智能咨询' })).toBeNull();

    pageReady();
    // The extras' code is transformed on first import here, which takes a while.
    expect(await screen.findByRole('link', { name: '智能咨询' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
