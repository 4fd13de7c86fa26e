import type { MapStore } from 'nanostores';
import type { ToastState, ToastVariant } from '../stores/toast-store.js';
import { TOAST_DURATION_MS } from '../constants.js';

/** Short-lived messages at the bottom of the modal; loading toasts stay until replaced. */
export class ToastController {
  private hideTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly parameters: { store: MapStore<ToastState> }) {}

  show({ message, variant }: { message: string; variant: ToastVariant }): void {
    clearTimeout(this.hideTimer);
    this.parameters.store.set({ open: true, message, variant });
    if (variant !== 'loading') this.hideTimer = setTimeout(() => this.hide(), TOAST_DURATION_MS);
  }

  hide(): void {
    clearTimeout(this.hideTimer);
    this.parameters.store.setKey('open', false);
  }
}
