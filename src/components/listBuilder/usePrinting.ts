/**
 * What the list builder prints (printSelection.ts), drawn only while printing (issue 12): from its Print
 * buttons, or this list when the browser's own Print (its menu, Ctrl+P) asks. The print copy's code is
 * fetched once the page is idle, so that it is here before anyone prints.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PrintMode } from '../../lib/gwsh/list/printSelection.ts';

type PrintAreaModule = typeof import('./PrintArea.tsx');
const loadPrintArea = () => import('./PrintArea.tsx');

export function usePrinting(beforePrint: () => void) {
  const [PrintArea, setPrintArea] = useState<PrintAreaModule['default'] | null>(null);
  /** What is drawn for paper; null while nothing is being printed. */
  const [mode, setMode] = useState<PrintMode | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => void loadPrintArea().then((m) => live && setPrintArea(() => m.default), () => undefined), 1000);
    // Drawn before the browser lays the page out for paper. Until the print copy's code is here (the first
    // second), the browser prints the list builder as it is on screen (print.css).
    const before = () => flushSync(() => setMode((m) => m ?? 'this'));
    const after = () => setMode(null);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  useEffect(() => {
    if (request > 0) window.print();
  }, [request]);

  /** A Print button: the copy is drawn first, then the browser's print dialog opens. */
  const print = (next: PrintMode) => {
    beforePrint();
    void loadPrintArea().then((m) => {
      setPrintArea(() => m.default);
      setMode(next);
      setRequest((n) => n + 1);
    });
  };
  return { PrintArea, mode, print };
}
