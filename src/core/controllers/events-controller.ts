import type { WritableAtom } from 'nanostores';
import type { AppKitEvent, AppKitEventName } from '../stores/events-store.js';

export interface TrackParameters {
  event: AppKitEventName;
  properties?: AppKitEvent['data']['properties'];
}

/** Publishes tracked events to subscribers (`subscribeEvents`); analytics will listen here too. */
export class EventsController {
  constructor(private readonly parameters: { store: WritableAtom<AppKitEvent | undefined> }) {}

  track({ event, properties }: TrackParameters): void {
    this.parameters.store.set({ timestamp: Date.now(), data: properties ? { event, properties } : { event } });
  }
}
