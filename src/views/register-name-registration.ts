import type { AppControllers } from '../core/app-context.js';
import type { NameRecord } from '../core/protocol/names-api.js';

/** A registration the visitor started: the label they typed and what the names controller answers. */
export interface NameRegistration {
  label: string;
  outcome: Promise<NameRecord>;
}

// One per app. A registration outlives the element that started it: the embedded wallet's approval
// (ApproveTransaction) takes RegisterAccountName's place while the visitor signs, and the view that
// comes back afterwards is a new element, which picks the registration up here (SPEC §4: failure or
// cancel returns to RegisterAccountName with the error, the name still typed).
const registrations = new WeakMap<AppControllers, NameRegistration>();

/**
 * Records a registration as the app's current one (replacing an older one).
 * @example startNameRegistration({ app, registration: { label, outcome: names.register({ label }) } });
 */
export function startNameRegistration({
  app,
  registration,
}: {
  app: AppControllers;
  registration: NameRegistration;
}): void {
  registrations.set(app, registration);
}

/** The app's registration not yet shown to the visitor, if any. */
export function currentNameRegistration({ app }: { app: AppControllers }): NameRegistration | undefined {
  return registrations.get(app);
}

/** Forgets a registration once a view has shown its outcome (a newer one stays). */
export function endNameRegistration({
  app,
  registration,
}: {
  app: AppControllers;
  registration: NameRegistration;
}): void {
  if (registrations.get(app) === registration) registrations.delete(app);
}
