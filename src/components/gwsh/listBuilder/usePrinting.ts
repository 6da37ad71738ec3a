/**
 * What the list builder prints (printSelection.ts), drawn only while printing: from its Print
 * buttons, or this list when the browser's own Print (its menu, Ctrl+P) asks. The print copy's code is
 * fetched a second after the page, so that it is here before anyone prints; its arrival draws nothing.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PrintJob } from '#src/lib/gwsh/list/printSelection.ts';

type PrintAreaComponent = (typeof import('./PrintArea.tsx'))['default'];
let PrintArea: PrintAreaComponent | null = null;
/** The print copy's code and the QR encoder its rosters draw with: ready to print only once both are here. */
const loadPrintArea = () =>
  import('./PrintArea.tsx').then(async (m) => {
    await m.loadQrEncoder().catch(() => undefined);
    PrintArea = m.default;
  });

export function usePrinting(beforePrint: () => void) {
  /** What is drawn for paper; null while nothing is being printed. */
  const [job, setJob] = useState<PrintJob | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => void loadPrintArea().catch(() => undefined), 1000);
    // Drawn before the browser lays the page out for paper. Until the print copy's code is here (the first
    // second), the browser prints the list builder as it is on screen (print.css).
    const before = () => PrintArea && flushSync(() => setJob((j) => j ?? { mode: 'this', readings: true }));
    const after = () => setJob(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  useEffect(() => {
    if (request > 0) window.print();
  }, [request]);

  /** A Print button: the copy is drawn first, then the browser's print dialog opens. */
  const print = (next: PrintJob) => {
    beforePrint();
    void loadPrintArea().then(() => {
      setJob(next);
      setRequest((n) => n + 1);
    });
  };
  return { PrintArea: job === null ? null : PrintArea, job, print };
}
