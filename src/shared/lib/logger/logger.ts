/** Client-side log of failures; one place so it can later be sent to a collector. */
export const logger = {
  error(message: string, detail?: unknown): void {
    console.error(`[torneos] ${message}`, detail ?? '');
  },
  warn(message: string, detail?: unknown): void {
    console.warn(`[torneos] ${message}`, detail ?? '');
  },
};
