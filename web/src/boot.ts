/**
 * The page's only script at load (issue 15: Lighthouse): index.html paints its static frame from the HTML alone,
 * and the app, its styles and the first route's code are asked for after that first paint, so the first paint
 * waits for no script or stylesheet. requestAnimationFrame runs just before the frame is painted; the timeout
 * after it, once it is.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./main'), 0);
});
