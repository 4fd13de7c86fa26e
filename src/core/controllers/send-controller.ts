import type { MapStore } from 'nanostores';
import { EMPTY_SEND_STATE, type SendState } from '../stores/send-store.js';

/** Owns the send form; for now the rule that a network switch empties it (SPEC §4). */
export class SendController {
  constructor(private readonly parameters: { store: MapStore<SendState> }) {}

  /** Patches the form (the send views write through here). */
  update(patch: Partial<SendState>): void {
    this.parameters.store.set({ ...this.parameters.store.get(), ...patch });
  }

  /** Empties the form: token, amount, receiver and its profile, flags. */
  reset(): void {
    this.parameters.store.set(EMPTY_SEND_STATE);
  }
}
