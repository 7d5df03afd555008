import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The one module that touches pdf.js: the viewer imports it dynamically, so pdf.js and its worker are fetched the
 * first time someone opens a PDF and never by any other screen. The worker is served from the portal's own origin
 * (CSP worker-src 'self'); font programs are not compiled with eval (CSP script-src has no 'unsafe-eval').
 */

GlobalWorkerOptions.workerSrc = workerUrl;

/** CSS pixels per PDF point (1/72 inch): a page at zoom 1 fitting its width shows no larger than printed. */
const CSS_PER_POINT = 96 / 72;

export type PageView = { zoom: number; rotation: number; /** The width the page may take at zoom 1, in CSS pixels. */ width: number };
type PageRender = { promise: Promise<void>; cancel: () => void };
export type PdfDocument = { pageCount: number; render: (page: number, canvas: HTMLCanvasElement, view: PageView) => PageRender; destroy: () => Promise<void> };

const renderPage = (doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, { zoom, rotation, width }: PageView): PageRender => {
  let task: RenderTask | null = null;
  let cancelled = false;
  const promise = doc.getPage(pageNumber).then(async (page) => {
    if (cancelled) return;
    const turned = (page.rotate + rotation) % 360;
    const natural = page.getViewport({ scale: 1, rotation: turned });
    const fit = Math.min(CSS_PER_POINT, width / natural.width);
    const viewport = page.getViewport({ scale: fit * zoom, rotation: turned });
    // Drawn at the screen's pixel density, shown at the viewport's CSS size: sharp on high-density screens.
    const density = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    task = page.render({ canvas, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
    await task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
};

/** Opens a PDF from its bytes. */
export const openPdf = async (data: ArrayBuffer): Promise<PdfDocument> => {
  const doc = await getDocument({ data, isEvalSupported: false }).promise;
  return {
    pageCount: doc.numPages,
    render: (page, canvas, view) => renderPage(doc, page, canvas, view),
    destroy: () => doc.destroy(),
  };
};
