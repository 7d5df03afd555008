const KEY = 'ftown-portal-qr-client';

/**
 * Names this tab to generateQrCode, so a refreshed code retires the tab's older one. Per tab
 * (sessionStorage): two tabs showing codes are two clients.
 */
export const qrClientId = (): string => {
  const stored = sessionStorage.getItem(KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(KEY, id);
  return id;
};
