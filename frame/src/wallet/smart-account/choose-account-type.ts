import type { FrameContext } from '../../handlers/frame-context.js';

type AccountType = FrameContext['accountType'];

/**
 * Sets the EVM account kind a GET_USER or CONNECT_SOCIAL makes active (issue 17, SPEC §9 "default
 * account type"). The visitor's own choice wins: the one the page stored and passes
 * (`preferredAccountType`), or the one made in this frame session (SET_PREFERRED_ACCOUNT), which
 * a later request without a choice keeps. A visitor who never chose gets the default: the EOA
 * when their wallet predates smart accounts (the server's `defaultAccountType` 'eoa', so nobody
 * wakes up to a new, empty address), else the dapp's `defaultAccountType`, else the smart
 * account. A smart account acts only on a network that has them (find-smart-account.ts
 * activeEvmAccount): elsewhere the EOA does.
 *
 * @example
 * chooseAccountType({ context, preferredAccountType: undefined, defaultAccountType: 'smartAccount' });
 */
export function chooseAccountType({
  context,
  preferredAccountType,
  defaultAccountType,
}: {
  context: Pick<FrameContext, 'accountType' | 'accountTypeChosen' | 'vault'>;
  preferredAccountType: AccountType | undefined;
  defaultAccountType: AccountType | undefined;
}): void {
  if (preferredAccountType) {
    context.accountType = preferredAccountType;
    context.accountTypeChosen = true;
    return;
  }
  if (context.accountTypeChosen) return;
  context.accountType = context.vault.defaultAccountType === 'eoa' ? 'eoa' : (defaultAccountType ?? 'smartAccount');
}
