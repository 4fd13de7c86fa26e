import { BaseError } from '../../../src/core/errors/base-error.js';

/**
 * `updateDeviceRecord` found no device record to update: the frame must create and save a device
 * identity first. Thrown rather than ignored so a refresh token is never silently dropped.
 *
 * @example
 * if (!current) throw new NoDeviceRecordError();
 */
export class NoDeviceRecordError extends BaseError {
  override name = 'NoDeviceRecordError' as const;

  constructor() {
    super('No device record to update');
  }
}
