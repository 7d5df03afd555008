import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Providers } from '@/app/providers';

/**
 * Renders a page or component with the providers a signed-in layout gives it, at `path`, on a fresh query cache
 * unless given the one to read (the app's own, where a test follows what the app put there before rendering).
 */
export const renderWithProviders = (
  children: ReactNode,
  path = '/',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) =>
  render(
    <Providers>
      <App>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </App>
    </Providers>,
  );
