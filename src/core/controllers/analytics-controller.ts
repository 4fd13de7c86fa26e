import type { HttpClient } from '../protocol/http-client.js';
import type { AnalyticsConfigAnswer } from '../protocol/project-settings.js';
import { ALERT_CODES } from '../errors/alerts.js';
import { BaseError } from '../errors/base-error.js';
import { HttpError, type ErrorCategory } from '../errors/internal-errors.js';
import type { AppKitEvent } from '../stores/events-store.js';
import { createRateLimiter, type RateLimiter } from '../utils/create-rate-limiter.js';
import { HTTP_STATUS_FORBIDDEN } from '../constants.js';
import type { AlertController } from './alert-controller.js';

/** The body of `POST /e` (SPEC §7 "eventId, url, domain, timestamp, props"). */
export interface AnalyticsEventBody {
  eventId: string;
  url: string;
  domain: string;
  timestamp: number;
  props:
    | { type: 'track'; event: string; properties?: Readonly<Record<string, string | number | boolean>> }
    | { type: 'error'; event: ErrorCategory; errorType: string; errorMessage: string; stackTrace?: string };
}

export interface AnalyticsControllerParameters {
  api: HttpClient;
  alert: AlertController;
  /** The analytics switch in force (the dapp's `features.analytics`, else remote config, else on). */
  isEnabled: () => boolean;
  /** Where the page is; query and hash are left out of the reported url, as they may hold tokens. */
  location: Pick<Location, 'origin' | 'pathname' | 'hostname'>;
  /** Error reports allowed per window (SPEC §9 "at most 5 per 60 s"). */
  errorLimiter?: RateLimiter;
}

/** Events kept while the server's analytics switch is being read. */
const PENDING_EVENTS_MAX = 50;

/**
 * Sends tracked events and error reports to `POST /e` (SPEC §7). It asks `/getAnalyticsConfig`
 * first and sends nothing when that says off or the dapp turned analytics off. INTERNAL_SDK_ERROR
 * and API_ERROR reports are limited to 5 per 60 s; a 403 shows APKT002 once (SPEC §8).
 * @example
 * const analytics = new AnalyticsController({ api, alert, isEnabled: () => true, location });
 * void analytics.start();
 * $lastEvent.listen((event) => event && analytics.track(event));
 */
export class AnalyticsController {
  private serverEnabled: boolean | undefined;
  private startPromise?: Promise<void>;
  private pending: AnalyticsEventBody[] = [];
  private forbiddenShown = false;
  private readonly errorLimiter: RateLimiter;

  constructor(private readonly parameters: AnalyticsControllerParameters) {
    this.errorLimiter = parameters.errorLimiter ?? createRateLimiter();
  }

  /** Reads the server's switch once; events tracked before it answers are sent after. */
  start(): Promise<void> {
    this.startPromise ??= this.readServerSwitch();
    return this.startPromise;
  }

  /** Sends one tracked event of the events bus. */
  track(event: AppKitEvent): Promise<void> {
    const { event: name, properties } = event.data;
    return this.enqueue(
      this.body({
        timestamp: event.timestamp,
        props: { type: 'track', event: name, ...(properties ? { properties } : {}) },
      }),
    );
  }

  /** Reports an error of the given category, at most 5 per 60 s (SPEC §9). */
  reportError({ category, error }: { category: ErrorCategory; error: unknown }): Promise<void> {
    if (!this.parameters.isEnabled() || this.serverEnabled === false) return Promise.resolve();
    if (!this.errorLimiter.tryAcquire()) return Promise.resolve();
    const { errorType, errorMessage, stackTrace } = describeError(error);
    return this.enqueue(
      this.body({
        timestamp: Date.now(),
        props: { type: 'error', event: category, errorType, errorMessage, ...(stackTrace ? { stackTrace } : {}) },
      }),
    );
  }

  private async readServerSwitch(): Promise<void> {
    try {
      const body = await this.parameters.api.get<AnalyticsConfigAnswer | undefined>({ path: '/getAnalyticsConfig' });
      this.serverEnabled = body?.isAnalyticsEnabled === true;
    } catch (error) {
      this.serverEnabled = false; // unknown means off: nothing leaves the page without a yes
      this.handleSendError(error);
    }
    const pending = this.pending;
    this.pending = [];
    if (this.serverEnabled) await Promise.all(pending.map((body) => this.send(body)));
  }

  private enqueue(body: AnalyticsEventBody): Promise<void> {
    if (!this.parameters.isEnabled() || this.serverEnabled === false) return Promise.resolve();
    if (this.serverEnabled === undefined) {
      if (this.pending.length < PENDING_EVENTS_MAX) this.pending.push(body);
      return Promise.resolve();
    }
    return this.send(body);
  }

  private async send(body: AnalyticsEventBody): Promise<void> {
    if (!this.parameters.isEnabled()) return;
    try {
      await this.parameters.api.post({ path: '/e', body });
    } catch (error) {
      this.handleSendError(error);
    }
  }

  private handleSendError(error: unknown): void {
    if (!(error instanceof HttpError) || error.status !== HTTP_STATUS_FORBIDDEN || this.forbiddenShown) return;
    this.forbiddenShown = true;
    this.parameters.alert.open({ code: ALERT_CODES.ORIGIN_NOT_ALLOWED, variant: 'error' });
  }

  private body({ timestamp, props }: Pick<AnalyticsEventBody, 'timestamp' | 'props'>): AnalyticsEventBody {
    const { origin, pathname, hostname } = this.parameters.location;
    return { eventId: createEventId(), url: `${origin}${pathname}`, domain: hostname, timestamp, props };
  }
}

function describeError(error: unknown): { errorType: string; errorMessage: string; stackTrace?: string } {
  if (error instanceof BaseError)
    return {
      errorType: error.name,
      errorMessage: error.shortMessage,
      ...(error.stack ? { stackTrace: error.stack } : {}),
    };
  if (error instanceof Error)
    return { errorType: error.name, errorMessage: error.message, ...(error.stack ? { stackTrace: error.stack } : {}) };
  return { errorType: typeof error, errorMessage: String(error) };
}

/** A random UUID v4; `crypto.randomUUID` is missing outside secure contexts. */
function createEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
