import type { MapStore } from 'nanostores';
import { $messages } from '../messages/messages-store.js';
import { EMPTY_SEND_STATE, type SendState } from '../stores/send-store.js';
import type { SendServices } from '../types/send-services.js';

export interface SendControllerParameters {
  store: MapStore<SendState>;
  /** Loads what sending needs; absent in a form-only controller, whose send and estimate then refuse. */
  services?: () => Promise<SendServices>;
}

// The flow (validation, wallet calls, receipts) is its own chunk: nothing of it loads until a send view does.
const loadFlow = () => import('./send-flow.js');

/**
 * Owns the send form and the send itself (SPEC §4 "Send"); a network switch empties the form.
 * @example
 * send.update({ token, sendTokenAmount: '0.5', receiverAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' });
 * await send.estimateFee(); // $send.get().networkFee === '0.000021'
 * if (await send.send()) console.log('sent; Account is on screen');
 */
export class SendController {
  constructor(private readonly parameters: SendControllerParameters) {}

  get state(): SendState {
    return this.parameters.store.get();
  }

  /** Patches the form (the send views write through here). */
  update(patch: Partial<SendState>): void {
    this.parameters.store.set({ ...this.parameters.store.get(), ...patch });
  }

  /** Empties the form: token, amount, receiver and its profile, flags. */
  reset(): void {
    this.parameters.store.set(EMPTY_SEND_STATE);
  }

  /** Estimates the network fee of the form's send into `networkFee` (the preview shows it). */
  async estimateFee(): Promise<void> {
    const [flow, services] = await Promise.all([loadFlow(), this.services()]);
    await flow.estimateSendFee({ controller: this, services });
  }

  /** Fills the amount with what can be sent: the whole token balance, or the native balance less the fee. */
  async fillMaxAmount(): Promise<void> {
    const [flow, services] = await Promise.all([loadFlow(), this.services()]);
    await flow.fillMaxAmount({ controller: this, services });
  }

  /**
   * Sends what the form holds and waits for the receipt. On success: balances refresh, the form
   * resets and Account shows; on failure (4001 included) the preview shows the error. Resolves
   * true when the transaction succeeded.
   */
  async send(): Promise<boolean> {
    // Loading shows at once, before the flow chunk has arrived.
    this.update({ loading: true, error: undefined });
    try {
      const [flow, services] = await Promise.all([loadFlow(), this.services()]);
      return await flow.runSend({ controller: this, services });
    } catch {
      // Only loading the chunks can throw here: the flow reports its own failures in the form.
      this.update({ loading: false, error: $messages.get().sendFailed });
      return false;
    }
  }

  private async services(): Promise<SendServices> {
    if (!this.parameters.services) throw new Error('SendController: no send services were configured');
    return this.parameters.services();
  }
}
