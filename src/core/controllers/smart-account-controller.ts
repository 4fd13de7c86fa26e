import type { AppStorage } from '../storage/storage.js';
import { $chains } from '../stores/chain-store.js';
import { accountTypeSwitchStore } from '../stores/account-type-store.js';
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../types/auth-client.js';
import type { EmbeddedSmartAccount } from '../types/embedded-smart-account.js';
import { canSwitchAccountType } from '../utils/can-switch-account-type.js';
import type { ChainController } from './chain-controller.js';

/** Smart accounts are EVM accounts (issue 17). */
const NAMESPACE = 'eip155';

export interface SmartAccountControllerParameters {
  chains: ChainController;
  storage: AppStorage;
  /** The embedded wallet's smart account (its chunk loads on first use). */
  load(): Promise<EmbeddedSmartAccount>;
}

export interface SwitchAccountTypeParameters {
  type: EmbeddedAccountType;
}

/**
 * The embedded wallet's account kind (issue 17 part 4, SPEC §3 and §6): the EVM account state
 * follows what the frame answers (the active kind, whether the smart account is deployed), the
 * networks with a smart account are read once per session, and the visitor's switch between the
 * EOA and the smart account goes to the frame (SET_PREFERRED_ACCOUNT) and is remembered, so the
 * next GET_USER (a reload) asks for it again. The address itself follows through the connector
 * (accountsChanged), and with it the balance, tokens and activity.
 *
 * @example
 * const controller = new SmartAccountController({ chains, storage, load });
 * await controller.switchAccountType({ type: 'smartAccount' });
 */
export class SmartAccountController {
  private networksLoaded = false;
  /** The switch's state (the store of the Account view's row); a previous app on the page may have left one. */
  private readonly store = accountTypeSwitchStore;

  constructor(private readonly parameters: SmartAccountControllerParameters) {
    this.store.set({});
  }

  /**
   * Follows the loaded wallet: each EVM user it answers updates the account; the first one loads
   * the enabled networks; a smart account not yet deployed is checked again after an approved
   * request and when the balance moves (its first user operation deploys it). Returns the stop function.
   */
  watch(smartAccount: EmbeddedSmartAccount): () => void {
    const { chains, storage } = this.parameters;
    const stored = storage.get('smartAccountEnabledNetworks');
    if (stored && !chains.getChain(NAMESPACE)?.smartAccountEnabledNetworks)
      chains.setSmartAccountEnabledNetworks({ namespace: NAMESPACE, networks: stored });
    const stopUsers = smartAccount.subscribe((user) => {
      this.applyUser(user);
      if (!this.networksLoaded) void this.loadEnabledNetworks(smartAccount);
    });
    const checkDeployment = () => {
      const account = chains.getAccount(NAMESPACE);
      if (account.preferredAccountType === 'smartAccount' && account.smartAccountDeployed === false)
        void this.refreshDeployment(smartAccount);
    };
    let balance: string | undefined;
    const stopBalance = $chains.listen((state) => {
      if (state[NAMESPACE]?.account.balance === balance) return;
      balance = state[NAMESPACE]?.account.balance;
      checkDeployment();
    });
    const stopApprovals = smartAccount.onApproved(checkDeployment);
    return () => {
      stopUsers();
      stopBalance();
      stopApprovals();
    };
  }

  /** Switches the embedded wallet's EVM account to `type`; the outcome is in the store (SPEC §6 refusals too). */
  async switchAccountType({ type }: SwitchAccountTypeParameters): Promise<void> {
    const { chains, storage, load } = this.parameters;
    const { store } = this;
    if (store.get().switching) return;
    if (!canSwitchAccountType({ chain: chains.getChain(NAMESPACE), type })) {
      store.set({ failed: type, reason: 'not-allowed' });
      return;
    }
    store.set({ switching: type });
    try {
      const smartAccount = await load();
      const answer = await smartAccount.setPreferredAccount({ type });
      // The address moved already (accountsChanged): the kind follows at once, the deployment once read.
      chains.patchAccount({ namespace: NAMESPACE, patch: { preferredAccountType: answer.type } });
      storage.set('preferredAccountTypes', { ...storage.get('preferredAccountTypes'), [NAMESPACE]: answer.type });
      store.set({});
      if (answer.type === 'smartAccount') await this.refreshDeployment(smartAccount);
    } catch (error) {
      const { shortMessage, message } = (error ?? {}) as { shortMessage?: string; message?: string };
      store.set({ failed: type, reason: shortMessage ?? message ?? String(error) });
    }
  }

  /** Tries the failed switch again. */
  retry(): Promise<void> {
    const { failed } = this.store.get();
    return failed ? this.switchAccountType({ type: failed }) : Promise.resolve();
  }

  /** The frame's answer about the EVM user: its active kind (absent: the EOA) and the smart account's deployment. */
  private applyUser(user: EmbeddedWalletUser): void {
    const { chains, storage } = this.parameters;
    const preferredAccountType = user.preferredAccountType ?? 'eoa';
    const deployed = user.smartAccountDeployed;
    chains.patchAccount({
      namespace: NAMESPACE,
      patch: { preferredAccountType, smartAccountDeployed: deployed },
    });
    if (deployed !== undefined) storage.set('smartAccountDeployed', deployed);
  }

  /** GET_SMART_ACCOUNT_ENABLED_NETWORKS into the chain state and storage; a failure leaves them and tries again with the next user. */
  private async loadEnabledNetworks(smartAccount: EmbeddedSmartAccount): Promise<void> {
    this.networksLoaded = true;
    try {
      const networks = await smartAccount.getEnabledNetworks();
      this.parameters.chains.setSmartAccountEnabledNetworks({ namespace: NAMESPACE, networks });
      this.parameters.storage.set('smartAccountEnabledNetworks', networks);
    } catch {
      this.networksLoaded = false;
    }
  }

  /** INIT_SMART_ACCOUNT: whether the active smart account has code now (an answer for another address is dropped). */
  private async refreshDeployment(smartAccount: EmbeddedSmartAccount): Promise<void> {
    const answer = await smartAccount.init().catch(() => undefined);
    const account = this.parameters.chains.getAccount(NAMESPACE);
    if (!answer || account.address?.toLowerCase() !== answer.address.toLowerCase()) return;
    this.parameters.chains.patchAccount({ namespace: NAMESPACE, patch: { smartAccountDeployed: answer.isDeployed } });
    this.parameters.storage.set('smartAccountDeployed', answer.isDeployed);
  }
}
