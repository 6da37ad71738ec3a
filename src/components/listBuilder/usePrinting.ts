/** What the list builder prints (printSelection.ts) and the browser's print dialog: back to "this list" afterwards. */
import { useEffect, useState } from 'react';
import type { PrintMode } from '../../lib/gwsh/list/printSelection.ts';

export function usePrinting(beforePrint: () => void) {
  const [mode, setMode] = useState<PrintMode>('this');
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const done = () => setMode('this');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);
  const print = (next: PrintMode) => {
    beforePrint();
    setMode(next);
    setRequest((n) => n + 1);
  };
  return { mode, print };
}
