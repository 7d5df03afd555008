import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/app';
import { preloadFirstRoute } from './app/routes-preload';
import './global.css';

preloadFirstRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
