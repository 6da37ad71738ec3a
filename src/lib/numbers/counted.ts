/** "1 stand", "2 stands", "1,000 lines": a count with its noun, singular only for exactly one. */
import { thousands } from './thousands.ts';

export const counted = (n: number, one: string, many: string): string => `${thousands(n)} ${n === 1 ? one : many}`;
