import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Providers } from '@/app/providers';

/** Renders a page or component with the providers a signed-in layout gives it, on a fresh query cache, at `path`. */
export const renderWithProviders = (children: ReactNode, path = '/') =>
  render(
    <Providers>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </App>
    </Providers>,
  );
