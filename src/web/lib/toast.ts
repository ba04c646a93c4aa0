import { useSyncExternalStore } from 'react';
import { toastRemoveDelayMs } from '../../core/limits';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

/** One toast at a time (spec §8): a new one replaces the one showing. */
const toastLimit = 1;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, toastLimit));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Removed from state long after it closed, as the spec's toast library does.
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), toastRemoveDelayMs);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
