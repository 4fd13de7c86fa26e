/** The body of `POST /e` (SPEC §7), as stored. */
export interface AnalyticsEvent {
  eventId: string;
  url: string;
  domain: string;
  /** Milliseconds since the epoch, as the client saw it. */
  timestamp: number;
  props: {
    type: string;
    event: string;
    errorType?: string;
    errorMessage?: string;
    stackTrace?: string;
    properties?: Record<string, unknown>;
  };
}

export type ParseAnalyticsEventReturnType = { event: AnalyticsEvent } | { error: string };

const LIMITS = {
  eventId: 128,
  url: 2048,
  domain: 253,
  type: 64,
  event: 128,
  errorType: 128,
  errorMessage: 2048,
  stackTrace: 16_384,
};

/**
 * Validates a `POST /e` body. Keeps only the known fields (anything else the client sends is
 * dropped, not stored); `properties` must be a JSON object. The error names the first bad field.
 *
 * @example
 * parseAnalyticsEvent({ body: JSON.parse(text) });
 */
export function parseAnalyticsEvent({ body }: { body: unknown }): ParseAnalyticsEventReturnType {
  if (!isObject(body)) return { error: 'body must be a JSON object' };
  const { eventId, url, domain, timestamp, props } = body;
  const bad = firstBadString({ eventId, url, domain }, { required: true });
  if (bad) return { error: bad };
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) {
    return { error: 'timestamp must be a number of milliseconds' };
  }
  if (!isObject(props)) return { error: 'props must be an object' };
  const { type, event, errorType, errorMessage, stackTrace, properties } = props;
  const badProp =
    firstBadString({ type, event }, { required: true }) ??
    firstBadString({ errorType, errorMessage, stackTrace }, { required: false });
  if (badProp) return { error: `props.${badProp}` };
  if (properties !== undefined && !isObject(properties)) return { error: 'props.properties must be an object' };

  const parsed: AnalyticsEvent = {
    eventId: eventId as string,
    url: url as string,
    domain: domain as string,
    timestamp,
    props: { type: type as string, event: event as string },
  };
  if (errorType !== undefined) parsed.props.errorType = errorType as string;
  if (errorMessage !== undefined) parsed.props.errorMessage = errorMessage as string;
  if (stackTrace !== undefined) parsed.props.stackTrace = stackTrace as string;
  if (properties !== undefined) parsed.props.properties = properties;
  return { event: parsed };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstBadString(fields: Record<string, unknown>, { required }: { required: boolean }): string | undefined {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined && !required) continue;
    const limit = LIMITS[name as keyof typeof LIMITS];
    if (typeof value !== 'string' || value.length > limit || (required && !value.trim())) {
      return `${name} must be a${required ? ' non-empty' : ''} string of at most ${limit} characters`;
    }
  }
  return undefined;
}
