import { pngOf } from '@ftown/server/src/applications/test-support.ts';
import { pdfPage } from '@ftown/server/src/seed/demo-files.ts';

/** Files the attachment viewer can show and a test can read back: drawn shapes, not text, so no font is needed. */

/** A one-page PDF with a blue and a red block: a drawn page has coloured pixels. */
export const drawnPdf = () => pdfPage('0.1 0.3 0.8 rg 20 20 70 60 re f 0.85 0.1 0.1 rg 110 20 70 60 re f');

/** A 160 × 80 PNG, red on the left half and blue on the right: turned a quarter, it stands upright. */
export const wideStripedPng = () => pngOf(160, 80, (x) => (x < 80 ? [220, 30, 30] : [30, 60, 200]));
