import '@testing-library/jest-dom/vitest';
import { afterEach, expect } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { stopProgress } from '@/lib/progress';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A navigation's progress bar runs on nprogress's own timers, which read `document`: a bar still trickling, or
  // ended and fading out, would fire them past the file's last test, with the environment gone. The test ends once
  // the bar has finished; a bar already gone returns at once.
  stopProgress();
  await waitFor(() => expect(NProgress.isRendered()).toBe(false), { timeout: 5_000 });
});
