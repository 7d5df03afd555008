/** The attribute and class global.css's print rules read: while set, printing shows only the marked element. */
const REGION = 'data-print-region';
const PRINTING = 'printing-region';

/**
 * Prints one part of the page (a timeline, a card) with the browser's print dialog, the rest of the page hidden
 * by the print rules; the marks go when printing ends.
 */
export const printRegion = (element: HTMLElement) => {
  element.setAttribute(REGION, '');
  document.documentElement.classList.add(PRINTING);
  const done = () => {
    element.removeAttribute(REGION);
    document.documentElement.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
};
