import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * The first merge builds tailwind-merge's table of every utility (about 10 ms on a mid-range phone). Called at a
 * moment of the start-up's choosing, that work runs as a task of its own instead of inside the first screen's.
 */
export function prepareClassMerge(): void {
  twMerge('p-1', 'p-2');
}
