import { AppShellRequestEvent, appShellContext, type AppShell } from '../modal/app-shell-context.js';

/**
 * Answers the buttons' requests for the app (src/modal/app-shell-context.ts) from `<html>`, which
 * holds every element of the page, shadow roots included (the request is composed). Returns the
 * teardown: after it, a button hears no app and waits for the next one.
 * @example
 * const stopProviding = provideAppShell({ shell: { options, open, prefetch } });
 */
export function provideAppShell({ shell }: { shell: AppShell }): () => void {
  const root = document.documentElement;
  const onRequest = (event: Event) => {
    if (!(event instanceof AppShellRequestEvent) || event.context !== appShellContext) return;
    event.stopPropagation();
    event.callback(shell);
  };
  root.addEventListener('context-request', onRequest);
  return () => root.removeEventListener('context-request', onRequest);
}
