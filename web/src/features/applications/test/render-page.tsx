import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';

/** Renders a page at a path with the providers a signed-in layout gives it, on a fresh query cache. */
export const renderPage = (path: string, routes: Record<string, ReactElement>) =>
  renderWithProviders(
    <Routes>
      {Object.entries(routes).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
    </Routes>,
    path,
  );
