/**
 * Opens another system in a new window through a hand-off call. The window is opened within the click,
 * before the call answers, because browsers block windows opened later; it is pointed at the address
 * once known. Without `fallback` a failure closes it and rejects; with one, the plain link opens instead
 * (getLoginMiddlePageByUrl, spec section 7).
 */
export const openHandOff = async (address: () => Promise<string>, fallback?: string): Promise<void> => {
  const win = window.open('', '_blank');
  // The other system must not be able to steer the portal's window.
  if (win) win.opener = null;
  const go = (url: string) => {
    const absolute = new URL(url, window.location.href).href;
    if (win) win.location.href = absolute;
    else window.open(absolute, '_blank', 'noopener,noreferrer');
  };
  try {
    go(await address());
  } catch (error) {
    if (fallback === undefined) {
      win?.close();
      throw error;
    }
    go(fallback);
  }
};
