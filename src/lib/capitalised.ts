/** A name as it starts a label or a sentence: its first letter in capitals ("veteran" → "Veteran"). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
