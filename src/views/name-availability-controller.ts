import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { $namesMessages } from '../core/messages/names-messages.js';
import { isValidNameLabel, type NameSuggestionsAnswer } from '../core/protocol/names-api.js';
import type { NamesController } from '../core/controllers/names-controller.js';
import { namesErrorText } from './names-error-text.js';
import { TIMED_OUT, waitAtMost } from './wait-at-most.js';

/** Typing pause before the name service is asked (not in SPEC §9; as the wallet search's 300 ms). */
export const NAME_CHECK_DEBOUNCE_MS = 300;
/** Longest wait for suggestions before the view offers Try again (not in SPEC §9; our choice). */
export const NAME_CHECK_TIMEOUT_MS = 15_000;

export type NameSuggestion = NameSuggestionsAnswer['suggestions'][number];

/** What the view shows under the field for the label typed. */
export type NameAvailability =
  | { status: 'empty' }
  /** The label breaks SPEC §5's rule: the rule is shown, nothing is asked. */
  | { status: 'invalid' }
  | { status: 'checking' }
  /** `typed`: the typed name's entry (undefined if the service left it out); `others`: the suggestions. */
  | { status: 'checked'; label: string; typed: NameSuggestion | undefined; others: NameSuggestion[] }
  | { status: 'failed'; message: string };

export interface NameAvailabilityControllerParameters {
  /** The names controller (its chunk loads on the first check). */
  load: () => Promise<Pick<NamesController, 'getSuggestions'>>;
  /** The zone the labels are registered in, to find the typed name among the answers. */
  zone: () => string;
  debounceMs?: number;
  timeoutMs?: number;
}

/**
 * Live availability of the name being typed (issue 18): the rule first, then, once typing pauses,
 * the typed name and the service's suggestions. Only the latest label's answer is shown (an older
 * answer arriving late is dropped), and every wait ends: a silent service becomes a failure with
 * Try again (`retry`).
 */
export class NameAvailabilityController implements ReactiveController {
  value: NameAvailability = { status: 'empty' };
  private label = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every new label, so an answer for an older one is recognised and dropped. */
  private generation = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly parameters: NameAvailabilityControllerParameters,
  ) {
    host.addController(this);
  }

  /** Starts over for a new label: the rule at once, the service after the typing pause. */
  check({ label }: { label: string }): void {
    this.label = label;
    this.cancel();
    if (!label) this.set({ status: 'empty' });
    else if (!isValidNameLabel(label)) this.set({ status: 'invalid' });
    else {
      this.set({ status: 'checking' });
      const generation = this.generation;
      this.timer = setTimeout(
        () => void this.ask({ label, generation }),
        this.parameters.debounceMs ?? NAME_CHECK_DEBOUNCE_MS,
      );
    }
  }

  /** Asks again for the current label at once (Try again). */
  retry(): void {
    if (!isValidNameLabel(this.label)) return;
    this.cancel();
    this.set({ status: 'checking' });
    void this.ask({ label: this.label, generation: this.generation });
  }

  /** A free suggestion was picked: it becomes the typed name, already known to be free. */
  choose({ label, suggestion }: { label: string; suggestion: NameSuggestion }): void {
    const others = this.value.status === 'checked' ? this.value.others.filter((other) => other !== suggestion) : [];
    this.label = label;
    this.cancel();
    this.set({ status: 'checked', label, typed: suggestion, others });
  }

  hostDisconnected(): void {
    this.cancel();
  }

  private cancel() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.generation += 1;
  }

  private async ask({ label, generation }: { label: string; generation: number }) {
    try {
      const answer = await waitAtMost({
        promise: this.parameters.load().then((names) => names.getSuggestions({ label })),
        timeoutMs: this.parameters.timeoutMs ?? NAME_CHECK_TIMEOUT_MS,
      });
      if (generation !== this.generation) return;
      if (answer === TIMED_OUT) {
        this.set({ status: 'failed', message: $namesMessages.get().serviceUnavailable });
        return;
      }
      const typedName = `${label}.${this.parameters.zone()}`.toLowerCase();
      const typed = answer.find((suggestion) => suggestion.name.toLowerCase() === typedName);
      this.set({ status: 'checked', label, typed, others: answer.filter((suggestion) => suggestion !== typed) });
    } catch (error) {
      if (generation !== this.generation) return;
      this.set({
        status: 'failed',
        message: namesErrorText({ error, fallback: $namesMessages.get().suggestionsError }),
      });
    }
  }

  private set(value: NameAvailability) {
    this.value = value;
    this.host.requestUpdate();
  }
}
