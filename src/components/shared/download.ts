/** The browser side of saving: text handed to the browser as a download. Apart from reading (./files.ts), which pages fetch only when a file is picked. */

/** Saves text as a file through the browser (list files, game files, competition tables, recovery copies). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
