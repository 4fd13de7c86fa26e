import type { MapStore } from 'nanostores';
import type { AlertState, AlertVariant } from '../stores/alert-store.js';
import { ALERTS, type AlertCode } from '../errors/alerts.js';
import { ALERT_REOPEN_DELAY_MS, ALERT_SUCCESS_AUTO_CLOSE_MS } from '../constants.js';

interface OpenAlertCommon {
  variant: AlertVariant;
  /** Defaults to true for success banners and false otherwise (SPEC §2). */
  autoClose?: boolean;
}

/** A SPEC §8 alert of the catalogue: the banner shows the table's text for its code in the active language. */
export interface OpenCatalogueAlertParameters extends OpenAlertCommon {
  code: AlertCode;
  message?: never;
}

/** Any other banner: its text as given (the caller's, already in the active language). */
export interface OpenMessageAlertParameters extends OpenAlertCommon {
  message: string;
  code?: never;
}

export type OpenAlertParameters = OpenCatalogueAlertParameters | OpenMessageAlertParameters;

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

  private show(alert: OpenAlertParameters): void {
    const { variant, autoClose = variant === 'success' } = alert;
    // The store keeps a catalogue alert's English too (logs, tests); the banner shows the code's text.
    this.parameters.store.set(
      alert.code !== undefined
        ? { open: true, message: ALERTS[alert.code].shortMessage, variant, code: alert.code }
        : { open: true, message: alert.message, variant },
    );
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
