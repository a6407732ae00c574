import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, dismissToast, useToast } from './use-toast';

/** The Radix toast region; loaded by <Toaster> when the first toast is shown. */
export default function ToasterImpl() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant ?? 'default'}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...(duration !== undefined ? { duration } : {})}
        >
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
