import { css } from 'lit';

/** The sign-in's two email views (DataCapture, DataCaptureOtpConfirm): the text, the field or the code, the actions. */
export const dataCaptureStyles = css`
  .column { gap: 16px; padding: 8px 4px; }
  .center { gap: 16px; }
  .status { min-height: 20px; display: flex; flex-direction: column; align-items: center; gap: 8px; }
  .status p { margin: 0; }
  .actions { display: flex; gap: 8px; align-self: stretch; }
  .actions wui-button { flex: 1; }
  .links { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
`;
