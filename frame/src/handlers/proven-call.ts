import type { DeviceProver } from '../api/auth-api.js';
import { createDeviceProof } from '../custody/index.js';
import type { FrameContext } from './frame-context.js';

/**
 * Runs one [P] call of the auth API with the session's access token and a prover of this
 * device's non-extractable key: the server wants both (server/auth/README.md "Device proof").
 *
 * @example
 * await provenCall(context, ({ accessToken, prove }) => context.api.revokeAllSessions({ accessToken, prove }));
 */
export async function provenCall<T>(
  context: FrameContext,
  call: (parameters: { accessToken: string; prove: DeviceProver }) => Promise<T>,
): Promise<T> {
  const record = await context.vault.ensureDevice();
  const prove: DeviceProver = ({ method, path, accessToken }) =>
    createDeviceProof({ privateKey: record.deviceKey.privateKey, method, path, accessToken });
  return context.session.withAccessToken((accessToken) => call({ accessToken, prove }));
}
