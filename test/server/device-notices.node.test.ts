import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskEmail } from '../../server/auth/account-address.js';
import { describeDevice, deviceSite } from '../../server/auth/describe-device.js';
import { extractCode } from '../../server/mail/dev-mailbox.js';
import { composeNoticeMail, type NoticeKind } from '../../server/mail/compose-notice-mail.js';

// What the device list and the security notices say (issue "Hardening" part 2).
describe('describeDevice', () => {
  it('names browser and system, Edge and Opera before Chrome, and never echoes the header', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    assert.equal(describeDevice({ userAgent: chrome }), 'Chrome on Linux');
    assert.equal(
      describeDevice({ userAgent: `${chrome.replace('X11; Linux x86_64', 'Windows NT 10.0; Win64; x64')} Edg/156.0` }),
      'Edge on Windows',
    );
    assert.equal(
      describeDevice({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      }),
      'Safari on iOS',
    );
    assert.equal(
      describeDevice({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:140.0) Gecko/20100101 Firefox/140.0',
      }),
      'Firefox on macOS',
    );
    assert.equal(describeDevice({ userAgent: '<script>alert(1)</script>' }), 'A browser');
    assert.equal(describeDevice({ userAgent: undefined }), 'A browser');
  });

  it('keeps a site only when it is an http(s) origin', () => {
    assert.equal(deviceSite({ value: 'http://127.0.0.1:5173' }), 'http://127.0.0.1:5173');
    for (const value of [
      'javascript:alert(1)',
      'http://a.example/path',
      'not a url',
      `https://${'a'.repeat(300)}.example`,
      undefined,
    ])
      assert.equal(deviceSite({ value }), null, String(value));
  });

  it('masks an address as a hint', () => {
    assert.equal(maskEmail({ email: 'ada@example.com' }), 'a•••@example.com');
  });
});

describe('composeNoticeMail', () => {
  it('says what happened, where, and what to do, with no code the dev mailbox could mistake for one', () => {
    const kinds: NoticeKind[] = [
      'device-pending',
      'device-added',
      'recovery',
      'email-changed',
      'recovery-method-changed',
    ];
    const subjects = new Set<string>();
    for (const kind of kinds) {
      const { subject, text } = composeNoticeMail({
        mail: {
          to: 'ada@example.com',
          kind,
          projectName: 'Demo dapp',
          at: '2030-01-02T03:04:05.000Z',
          device: { name: 'Chrome on Linux', site: 'http://127.0.0.1:51234' },
          detail: 'new@example.com',
        },
      });
      subjects.add(subject);
      assert.match(text, /Demo dapp/);
      assert.match(text, /2030-01-02 at 03:04 UTC/);
      assert.match(text, /Sign out everywhere/);
      assert.equal(extractCode({ text }), null, `${kind} must carry no 6-digit number`);
      assert.doesNotMatch(text, /https?:\/\/(?!127\.0\.0\.1:51234)/, 'no link but the device site it names');
    }
    assert.equal(subjects.size, kinds.length);
  });
});
