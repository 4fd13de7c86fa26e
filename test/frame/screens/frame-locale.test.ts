import { expect } from '@open-wc/testing';
import { stringToHex } from 'viem';
import {
  createAppRequest,
  parseAppMessage,
  type AppMessage,
  type ParseMessageReturnType,
} from '../../../src/core/protocol/index.js';
import { describeEvmRequest } from '../../../frame/src/approval/describe-evm-request.js';
import { renderApproval } from '../../../frame/src/approval/render-approval.js';
import { appHandlers } from '../../../frame/src/handlers/app-handlers.js';
import { approvalText, frameText, setFrameLocale } from '../../../frame/src/screens/frame-locale.js';
import type { FrameContext } from '../../../frame/src/handlers/frame-context.js';
import {
  REVIEW_REQUEST_TYPE,
  parseReviewMessage,
  reviewRequestSchema,
} from '../../../frame/src/review/review-messages.js';

function expectIssue(result: ParseMessageReturnType<AppMessage>, path: string) {
  if (result.success) throw new Error(`expected a refusal at ${path}, the message passed`);
  expect(result.issue.path).to.equal(path);
}

describe('the frame’s language (issue 20 part 3)', () => {
  let root: HTMLElement | undefined;
  afterEach(async () => {
    root?.remove();
    root = undefined;
    await setFrameLocale({ locale: 'en' });
  });

  it('accepts only a locale code of the list in SET_LOCALE', () => {
    const request = (payload: unknown) => ({
      ...createAppRequest({ name: 'SET_LOCALE', payload: { locale: 'de' } }),
      payload,
    });
    expect(parseAppMessage(request({ locale: 'zh-CN' })).success).to.equal(true);
    for (const locale of ['fr', 'de-AT', 'EN', '', 'de ', '__proto__', 42, null])
      expectIssue(parseAppMessage(request({ locale })), 'payload.locale');
    expectIssue(parseAppMessage(request({})), 'payload.locale');
  });

  it('never takes a text from the page: a payload with anything beside the code is refused', () => {
    const request = (payload: unknown) => ({
      ...createAppRequest({ name: 'SET_LOCALE', payload: { locale: 'de' } }),
      payload,
    });
    expectIssue(parseAppMessage(request({ locale: 'de', approve: 'Sure, sign everything' })), 'payload.approve');
    expectIssue(parseAppMessage(request({ locale: 'de', messages: { reject: 'Approve' } })), 'payload.messages');
    expectIssue(parseAppMessage(request({ locale: { approve: 'Yes' } })), 'payload.locale');
    const init = createAppRequest({ name: 'SYNC_THEME', payload: {} });
    expectIssue(parseAppMessage({ ...init, payload: { approve: 'Yes' } }), 'payload.approve');
  });

  it('tells the secure review window a checked code only', () => {
    const details = { title: 'Signature request', origin: 'https://dapp.example', rows: [], warnings: [] };
    const parse = (extra: object) =>
      parseReviewMessage({ schema: reviewRequestSchema, data: { type: REVIEW_REQUEST_TYPE, details, ...extra } });
    expect(parse({ locale: 'ja' })?.locale).to.equal('ja');
    expect(parse({})).to.not.equal(undefined);
    expect(parse({ locale: 'fr' })).to.equal(undefined);
    expect(parse({ locale: 'de', approve: 'Yes' })).to.equal(undefined);
  });

  it('shows the approval screen in the language SET_LOCALE picked, from the frame’s own table', async () => {
    await appHandlers.SET_LOCALE({} as FrameContext, { locale: 'de' });
    root = document.body.appendChild(document.createElement('main'));
    const details = describeEvmRequest({
      request: { method: 'personal_sign', message: stringToHex('hello') },
      origin: 'https://dapp.example',
      chainId: 1,
    });
    const screen = renderApproval({ root, details });
    expect(screen.approve.textContent).to.equal('Genehmigen');
    expect(screen.reject.textContent).to.equal('Ablehnen');
    expect(details.title).to.equal('Signaturanfrage');
    expect(details.rows[0]!.label).to.equal('Nachricht');
    expect(document.documentElement.lang).to.equal('de');
    expect(document.documentElement.dir).to.equal('ltr');
    await setFrameLocale({ locale: 'en' });
    expect(approvalText().approve).to.equal('Approve');
    expect(frameText().cancel).to.equal('Cancel');
  });

  it('writes the frame right to left in Arabic', async () => {
    await setFrameLocale({ locale: 'ar' });
    expect(document.documentElement.dir).to.equal('rtl');
    expect(document.documentElement.lang).to.equal('ar');
  });
});
