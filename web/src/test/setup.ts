import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A navigation's progress bar left running trickles on a timer that reads `document`; past the file's last
  // test the environment is gone and the timer throws. Its loop stops once the status is cleared.
  NProgress.status = null;
  NProgress.remove();
});
