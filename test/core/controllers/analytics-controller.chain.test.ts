import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { AlertController } from '../../../src/core/controllers/alert-controller.js';
import { AnalyticsController } from '../../../src/core/controllers/analytics-controller.js';
import type { AlertState } from '../../../src/core/stores/alert-store.js';
import { InternalSdkError } from '../../../src/core/errors/internal-errors.js';
import { waitUntil } from '../../helpers/setup-app-kit.js';
import { DEV_PROJECT, RESTRICTED_PROJECT, devApi, readStoredEvents } from '../../helpers/dev-server.js';

function create({ projectId = DEV_PROJECT, enabled = true }: { projectId?: string; enabled?: boolean } = {}) {
  const alertStore = map<AlertState>({ open: false, message: '', variant: 'info' });
  const alert = new AlertController({ store: alertStore });
  const analytics = new AnalyticsController({ api: devApi({ projectId }), alert, isEnabled: () => enabled, location });
  return { analytics, alert, alertStore };
}

const marker = () => `run-${crypto.randomUUID()}`;
const withMarker = async (run: string, projectId = DEV_PROJECT) =>
  (await readStoredEvents({ projectId })).filter(
    (entry) => entry.event.props.properties?.run === run || entry.event.props.errorMessage === run,
  );

describe('AnalyticsController (against the dev server)', () => {
  it('sends events tracked before and after the server switch is read, in the SPEC §7 body', async () => {
    const { analytics } = create();
    const run = marker();
    void analytics.track({
      timestamp: 1_700_000_000_000,
      data: { event: 'MODAL_OPEN', properties: { run, connected: false } },
    });
    await analytics.start();
    await analytics.track({
      timestamp: Date.now(),
      data: { event: 'SWITCH_NETWORK', properties: { run, network: 'eip155:31338' } },
    });
    await waitUntil(async () => expect(await withMarker(run)).to.have.length(2));
    const stored = await withMarker(run);
    const open = stored.find((entry) => entry.event.props.event === 'MODAL_OPEN')!;
    expect(open.event.props.type).to.equal('track');
    expect(open.event.timestamp).to.equal(1_700_000_000_000);
    expect(open.event.url).to.equal(`${location.origin}${location.pathname}`);
    expect(open.event.domain).to.equal(location.hostname);
    expect(open.event.eventId).to.match(/^[0-9a-f-]{36}$/);
    expect([open.sdkType, open.sdkVersion, open.origin]).to.deep.equal(['appkit', '0.1.0', location.origin]);
  });

  it('sends nothing when the dapp turned analytics off', async () => {
    const { analytics } = create({ enabled: false });
    const run = marker();
    await analytics.start();
    await analytics.track({ timestamp: Date.now(), data: { event: 'MODAL_OPEN', properties: { run } } });
    await analytics.reportError({ category: 'API_ERROR', error: new Error(run) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await withMarker(run)).to.deep.equal([]);
  });

  it('reports at most 5 errors per 60 s', async () => {
    const { analytics } = create();
    await analytics.start();
    const run = marker();
    await Promise.all(
      Array.from({ length: 7 }, () =>
        analytics.reportError({
          category: 'INTERNAL_SDK_ERROR',
          error: new InternalSdkError({ reason: 'CHAIN_ADAPTER_NOT_FOUND', details: 'x' }),
        }),
      ),
    );
    await analytics.reportError({ category: 'API_ERROR', error: new Error(run) });
    const recent = (await readStoredEvents()).filter(
      (entry) => entry.event.props.errorType === 'InternalSdkError' && entry.event.timestamp > Date.now() - 10_000,
    );
    expect(recent.length).to.be.at.least(5);
    expect(await withMarker(run)).to.deep.equal([]); // the 8th report in the window was dropped
    const sample = recent[0]!.event.props;
    expect([sample.type, sample.event, sample.errorMessage]).to.deep.equal([
      'error',
      'INTERNAL_SDK_ERROR',
      'Chain adapter not found',
    ]);
  });

  it('shows APKT002 once when the server refuses this origin (403)', async () => {
    const { analytics, alert, alertStore } = create({ projectId: RESTRICTED_PROJECT });
    await analytics.start();
    await analytics.track({ timestamp: Date.now(), data: { event: 'MODAL_OPEN' } });
    expect(alertStore.get()).to.deep.equal({
      open: true,
      message: 'Invalid App Configuration',
      variant: 'error',
      code: 'APKT002',
    });
    alert.close();
    await analytics.track({ timestamp: Date.now(), data: { event: 'MODAL_CLOSE' } });
    expect(alertStore.get().open).to.equal(false);
  });
});
