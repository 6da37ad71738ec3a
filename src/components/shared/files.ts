/**
 * The browser side of reading files: the files a player picks, read through the one boundary reader
 * (src/lib/files/fileText.ts), so every page reads the same encodings and sizes. Saving is ./download.ts.
 */
import type { FileText } from '../../lib/files/fileText.ts';

/**
 * Files read as text, one after another in the order given: reading hundreds at once (an organiser's
 * submissions) would have the browser hand them all back in one long task.
 */
export async function readFiles(files: Iterable<File>): Promise<{ name: string; read: FileText }[]> {
  // The reader is fetched with the first file picked, not with the page.
  const { readBlobText } = await import('../../lib/files/fileText.ts');
  const out: { name: string; read: FileText }[] = [];
  for (const file of files) out.push({ name: file.name, read: await readBlobText(file, `“${file.name}”`) });
  return out;
}

/** Every file picked in an input, read as text, in the order picked; the input is cleared for the next pick. */
export async function readPickedFiles(input: HTMLInputElement): Promise<{ name: string; read: FileText }[]> {
  const files = Array.from(input.files ?? []);
  input.value = '';
  return readFiles(files);
}

/** The first file picked (pages that read one file at a time); null when none was picked. */
export async function readPickedFile(input: HTMLInputElement): Promise<{ text: string } | { error: string } | null> {
  const [first] = await readPickedFiles(input);
  if (!first) return null;
  return first.read.ok ? { text: first.read.text } : { error: first.read.error };
}
