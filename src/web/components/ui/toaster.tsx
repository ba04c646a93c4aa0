import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { toastDurationMs } from '../../../core/limits';
import { useTranslation } from '../../lib/i18n';
import { dismissToast, useToasts } from '../../lib/toast';

/** Radix toasts: 5 s, swipe right past 50 px to dismiss, F8 focuses the region (spec §8). */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider
      duration={toastDurationMs}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.region')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('actions.close')}
            className="absolute end-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
