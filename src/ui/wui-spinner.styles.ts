import { css } from 'lit';

// Asked for less motion, the spinner is a still three-quarter ring: it says "busy" without turning.
// (Not a CSS comment: the build does not minify templates, so it would ship in the first chunk.)
export const wuiSpinnerStyles = css`
  :host { display: inline-flex; width: var(--wui-spinner-size, 20px); height: var(--wui-spinner-size, 20px); }
  svg { width: 100%; height: 100%; animation: spin 0.8s linear infinite; }
  circle { stroke: currentColor; stroke-width: 3; fill: none; stroke-linecap: round; stroke-dasharray: 40 100; }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { svg { animation: none; } circle { stroke-dasharray: 42 100; } }
`;
