import { useSyncExternalStore } from 'react';
import { NOTIFICATIONS } from '@domain/catalog';

export type ToastVariant = 'default' | 'success' | 'error';

export type ToastOptions = {
  /** Already translated by the caller. */
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; `Infinity` keeps it until closed. */
  duration?: number;
};

export type ToastRecord = Required<Omit<ToastOptions, 'description'>> & {
  id: string;
  description?: string;
};

/*
 * A plain module store rather than effector or React state: toasts are raised from anywhere
 * (mutation callbacks, machine actions) without a scope or a component at hand, and nothing
 * else ever reads them.
 *
 * Overflow policy: newest first, and a new toast beyond `maxVisible` drops the oldest one. A
 * queue would show stale news ("Saved") long after the fact; the dropped toast was already
 * shown and announced when it arrived.
 */
let toasts: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function publish(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(options: ToastOptions): string {
  lastId += 1;
  const record: ToastRecord = {
    id: `toast-${lastId}`,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? NOTIFICATIONS.autoHideMs,
  };
  publish([record, ...toasts].slice(0, NOTIFICATIONS.maxVisible));
  return record.id;
}

type ShortcutOptions = Omit<ToastOptions, 'title' | 'variant'>;

/** Shows a notification and returns its id. */
export const toast = Object.assign(show, {
  success: (title: string, options?: ShortcutOptions) => show({ ...options, title, variant: 'success' }),
  error: (title: string, options?: ShortcutOptions) => show({ ...options, title, variant: 'error' }),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => publish(id === undefined ? [] : toasts.filter((item) => item.id !== id)),
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => toasts;

export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
