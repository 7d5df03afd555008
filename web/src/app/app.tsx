import { BrowserRouter } from 'react-router';
import { NavigationGuard } from './navigation-guard';
import { Providers } from './providers';

export function PortalApp() {
  return (
    <Providers>
      <BrowserRouter>
        <NavigationGuard />
      </BrowserRouter>
    </Providers>
  );
}
