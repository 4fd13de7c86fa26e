import { map, readonlyType } from 'nanostores';
import type { EmbeddedAccountType } from '../types/auth-client.js';

/** Where a switch between the embedded wallet's EOA and smart account stands (the Account view's row). */
export interface AccountTypeSwitchState {
  /** The kind a switch under way goes to. */
  switching?: EmbeddedAccountType | undefined;
  /** The kind the last switch failed to reach (the row offers to try again). */
  failed?: EmbeddedAccountType | undefined;
  /** Why it failed: the frame's words, or 'not-allowed' when SPEC §6 refused it before asking. */
  reason?: string | undefined;
}

/** Written only by the SmartAccountController. */
export const accountTypeSwitchStore = map<AccountTypeSwitchState>({});
/** The account-type switch, read-only. */
export const $accountTypeSwitch = readonlyType(accountTypeSwitchStore);
