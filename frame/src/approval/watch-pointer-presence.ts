export interface PointerPresence {
  /** How long the mouse has been inside the area, where it was last seen moving (ms), or undefined while it is not known to be. */
  insideForMs(): number | undefined;
  /** Forgets the entry (the frame was hidden, obscured or resized): the next mouse event starts the count again. */
  forget(): void;
  stop(): void;
}

// A press this far (CSS px) from where the frame last saw the mouse means the frame moved under it.
const SAME_SPOT_PX = 2;

/**
 * Follows when the mouse came into `area` (the frame's screen, which fills the frame), so a
 * click that lands right after the frame slid under a resting pointer can be told apart from one
 * by a visitor who moved onto the button (issue "Hardening" part 5). What Chromium 156 does,
 * measured: a frame moved, hidden or shown under a still pointer gets no pointermove and no
 * pointerout (not even when it is hidden), only, when shown again, a pointerover of Chromium's
 * own at the last spot it knew; the press that follows comes without a move. So only pointermove
 * starts the count. It starts again on an entry from outside the area, on a move outside it, on
 * a press with no count or away from the last moved-to spot, and when the caller forgets it (a
 * new screen, lost visibility, a resize); leaving the area ends it.
 *
 * @example
 * const presence = watchPointerPresence({ area: root });
 * if ((presence.insideForMs() ?? 0) < APPROVAL_ARM_DELAY_MS) return; // refuse the click
 */
export function watchPointerPresence({ area }: { area: Element }): PointerPresence {
  let enteredAt: number | undefined;
  let lastSpot: { x: number; y: number } | undefined;
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
  const inside = (node: EventTarget | null) => node instanceof Node && area.contains(node);
  const forget = () => {
    enteredAt = undefined;
    lastSpot = undefined;
  };

  // Only a real move counts as presence: Chromium also sends boundary events (pointerover) of its
  // own when the frame is laid out or shown again, at the last spot it knew, however stale.
  const onOver = (event: PointerEvent) => {
    // Into the area from outside it (or from outside the document): a fresh entry; the moves that follow count.
    if (isMouse(event) && inside(event.target) && !inside(event.relatedTarget)) forget();
  };
  const onMove = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    if (!inside(event.target)) return forget();
    enteredAt ??= performance.now();
    lastSpot = { x: event.clientX, y: event.clientY };
  };
  const onDown = (event: PointerEvent) => {
    if (!isMouse(event) || !inside(event.target)) return;
    const moved =
      !lastSpot ||
      Math.abs(event.clientX - lastSpot.x) > SAME_SPOT_PX ||
      Math.abs(event.clientY - lastSpot.y) > SAME_SPOT_PX;
    if (enteredAt === undefined || moved) enteredAt = performance.now();
    lastSpot = { x: event.clientX, y: event.clientY };
  };
  const onOut = (event: PointerEvent) => {
    if (isMouse(event) && inside(event.target) && !inside(event.relatedTarget)) forget();
  };
  const listeners = [
    ['pointerover', onOver],
    ['pointermove', onMove],
    ['pointerdown', onDown],
    ['pointerout', onOut],
  ] as const;
  // Capture on the document: seen before any handler of the screen, whatever the target.
  const options = { capture: true, passive: true } as const;
  const target = area.ownerDocument;
  for (const [type, listener] of listeners) target.addEventListener(type, listener, options);
  return {
    insideForMs: () => (enteredAt === undefined ? undefined : performance.now() - enteredAt),
    forget,
    stop() {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener, options);
    },
  };
}
