import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NamesController } from '../../src/core/controllers/names-controller.js';
import { NamesError } from '../../src/core/errors/names-error.js';
import { NameAvailabilityController } from '../../src/views/name-availability-controller.js';
import { waitUntil } from '../helpers/setup-app-kit.js';

type Suggestions = Awaited<ReturnType<NamesController['getSuggestions']>>;

/** The least a controller needs of its element: somewhere to register and a re-render count. */
function host(): ReactiveControllerHost & { updates: number } {
  return {
    updates: 0,
    addController: (_controller: ReactiveController) => undefined,
    removeController: () => undefined,
    requestUpdate() {
      this.updates += 1;
    },
    updateComplete: Promise.resolve(true),
  };
}

/** A service whose answers the test releases one label at a time. */
function heldService() {
  const pending = new Map<string, (answer: Suggestions) => void>();
  const names = {
    getSuggestions: ({ label }: { label: string }) =>
      new Promise<Suggestions>((resolve) => pending.set(label, resolve)),
  };
  return { names, pending };
}

describe('NameAvailabilityController', () => {
  it("drops an older label's late answer: the latest label wins", async () => {
    const { names, pending } = heldService();
    const controller = new NameAvailabilityController(host(), {
      load: async () => names,
      zone: () => 'reown.id',
      debounceMs: 0,
    });
    controller.check({ label: 'alice' });
    await waitUntil(() => expect(pending.has('alice')).to.equal(true));
    controller.check({ label: 'alice2' });
    await waitUntil(() => expect(pending.has('alice2')).to.equal(true));
    pending.get('alice2')!([{ name: 'alice2.reown.id', registered: false }]);
    await waitUntil(() => expect(controller.value.status).to.equal('checked'));
    pending.get('alice')!([{ name: 'alice.reown.id', registered: true }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(controller.value).to.deep.equal({
      status: 'checked',
      label: 'alice2',
      typed: { name: 'alice2.reown.id', registered: false },
      others: [],
    });
  });

  it('ends a wait the service never answers with its own error and asks again on retry', async () => {
    const { names, pending } = heldService();
    const controller = new NameAvailabilityController(host(), {
      load: async () => names,
      zone: () => 'reown.id',
      debounceMs: 0,
      timeoutMs: 50,
    });
    controller.check({ label: 'bobby' });
    await waitUntil(() =>
      expect(controller.value).to.deep.equal({ status: 'failed', message: 'The name service did not answer' }),
    );
    pending.clear();
    controller.retry();
    expect(controller.value.status).to.equal('checking');
    await waitUntil(() => expect(pending.has('bobby')).to.equal(true));
    pending.get('bobby')!([{ name: 'bobby.reown.id', registered: true }]);
    await waitUntil(() => expect(controller.value.status).to.equal('checked'));
  });

  it("shows a NamesError's text, and SPEC §8's suggestions error for anything else", async () => {
    let failure: unknown = new NamesError({ message: 'Too many requests' });
    const names = { getSuggestions: async (): Promise<Suggestions> => Promise.reject(failure) };
    const controller = new NameAvailabilityController(host(), {
      load: async () => names,
      zone: () => 'reown.id',
      debounceMs: 0,
    });
    controller.check({ label: 'bobby' });
    await waitUntil(() => expect(controller.value).to.deep.equal({ status: 'failed', message: 'Too many requests' }));
    failure = new TypeError('Failed to fetch');
    controller.retry();
    await waitUntil(() =>
      expect(controller.value).to.deep.equal({ status: 'failed', message: 'Error fetching name suggestions' }),
    );
  });

  it('checks the rule without asking, and an empty field is nothing', async () => {
    let asked = 0;
    const names = {
      getSuggestions: async (): Promise<Suggestions> => {
        asked += 1;
        return [];
      },
    };
    const controller = new NameAvailabilityController(host(), {
      load: async () => names,
      zone: () => 'reown.id',
      debounceMs: 0,
    });
    for (const label of ['ali', '-bob', 'bob-', 'bo b', 'añob']) {
      controller.check({ label });
      expect(controller.value.status, label).to.equal('invalid');
    }
    controller.check({ label: '' });
    expect(controller.value.status).to.equal('empty');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).to.equal(0);
  });
});
