import { redact } from './redact.js';

export interface FrameLogger {
  /** Debug lines, only with `enableLogger=true` in the frame URL (SPEC §7). */
  info(message: string, ...details: unknown[]): void;
  /** Invalid messages and refusals: always logged (SPEC §8 "logged as warnings"). */
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/**
 * The frame's logger: every detail goes through {@link redact}, so a share, key, code or token
 * cannot reach the console even when a caller passes a whole object.
 *
 * @example
 * const log = createFrameLogger({ enabled: query.enableLogger });
 * log.warn('[frame] refused', { otp: '123456' }); // otp: '[redacted]'
 */
export function createFrameLogger({
  enabled,
  console: output = globalThis.console,
}: {
  enabled: boolean;
  console?: Pick<Console, 'info' | 'warn' | 'error'>;
}): FrameLogger {
  const clean = (details: unknown[]) => details.map((detail) => redact(detail));
  return {
    info: (message, ...details) => {
      if (enabled) output.info(redact(message), ...clean(details));
    },
    warn: (message, ...details) => output.warn(redact(message), ...clean(details)),
    error: (message, ...details) => output.error(redact(message), ...clean(details)),
  };
}
