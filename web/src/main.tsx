import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/app';
import { preloadFirstRoute } from './app/routes-preload';
// Before the app's own styles, as antd's styles drawn in the browser are (build/antd-styles.tsx).
import 'virtual:antd-first-screen.css';
import './global.css';

const root = createRoot(document.getElementById('root')!);
// Rendered once the first page's code is in, and a signed-in page's layout: antd reads which of its styles the
// stylesheets hold once, at its first render, and the staff layout brings a stylesheet of its own
// (build/antd-styles.tsx). Until then there is nothing to draw but what index.html's frame already shows.
void preloadFirstRoute(window.location.pathname).then(() => {
  // A transition renders in slices that yield to the browser, not in one long task (issue 15: total blocking
  // time); the static frame of index.html stays on screen until the whole first render is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <PortalApp />
      </StrictMode>,
    );
  });
});
