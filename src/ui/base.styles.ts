import { css } from 'lit';

/**
 * Resets shared by every element: border-box sizing, plain buttons, visible keyboard focus. A pointing
 * icon (icons.ts: back, forward, `svg.directional`) mirrors in a right-to-left language. No comments
 * inside the CSS: the build does not minify templates, so they would ship in the first chunk.
 */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    -webkit-font-smoothing: antialiased;
  }
  *, *::before, *::after {
    box-sizing: inherit;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    margin: 0;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
  }
  svg.directional:dir(rtl) {
    transform: scaleX(-1);
  }
  :focus-visible {
    outline: 2px solid var(--wui-accent, #3396ff);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    * { animation: none !important; transition: none !important; }
  }
`;
