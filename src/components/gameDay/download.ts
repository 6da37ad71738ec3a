/** Saves text as a file through the browser (exports of game files and competition tables). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The text of the file the player picked; null when none was picked. */
export async function readPickedFile(input: HTMLInputElement): Promise<{ text: string } | { error: string } | null> {
  const file = input.files?.[0];
  input.value = '';
  if (!file) return null;
  try {
    return { text: await file.text() };
  } catch {
    return { error: `The browser could not read ${file.name}.` };
  }
}
