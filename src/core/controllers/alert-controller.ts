import type { MapStore } from 'nanostores';
import type { AlertState, AlertVariant } from '../stores/alert-store.js';
import { alertCodeOf, type AlertCode } from '../errors/alerts.js';
import { ALERT_REOPEN_DELAY_MS, ALERT_SUCCESS_AUTO_CLOSE_MS } from '../constants.js';

export interface OpenAlertParameters {
  message: string;
  variant: AlertVariant;
  /** The SPEC §8 alert shown; defaults to the catalogue alert whose English text `message` is. */
  code?: AlertCode;
  /** Defaults to true for success banners and false otherwise (SPEC §2). */
  autoClose?: boolean;
}

/**
 * The alert banner. A new message while one is open closes it and reopens after 150 ms, so the
 * change is visible (SPEC §2).
 */
export class AlertController {
  private reopenTimer?: ReturnType<typeof setTimeout>;
  private autoCloseTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly parameters: { store: MapStore<AlertState>; successAutoCloseMs?: number }) {}

  open(alert: OpenAlertParameters): void {
    this.clearTimers();
    if (this.parameters.store.get().open) {
      this.parameters.store.setKey('open', false);
      this.reopenTimer = setTimeout(() => this.show(alert), ALERT_REOPEN_DELAY_MS);
      return;
    }
    this.show(alert);
  }

  close(): void {
    this.clearTimers();
    this.parameters.store.setKey('open', false);
  }

  private show({ message, variant, code, autoClose = variant === 'success' }: OpenAlertParameters): void {
    const alertCode = code ?? alertCodeOf({ message });
    this.parameters.store.set({ open: true, message, variant, ...(alertCode ? { code: alertCode } : {}) });
    if (autoClose)
      this.autoCloseTimer = setTimeout(
        () => this.close(),
        this.parameters.successAutoCloseMs ?? ALERT_SUCCESS_AUTO_CLOSE_MS,
      );
  }

  private clearTimers(): void {
    clearTimeout(this.reopenTimer);
    clearTimeout(this.autoCloseTimer);
  }
}
