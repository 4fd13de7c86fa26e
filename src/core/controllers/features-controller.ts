import type { MapStore } from 'nanostores';
import type { Features, ResolvedFeatures } from '../types/features.js';
import { mergeFeatures } from '../utils/merge-features.js';

export interface FeaturesControllerParameters {
  store: MapStore<ResolvedFeatures>;
  /** The dapp's `features` option. */
  dapp?: Features | undefined;
}

/**
 * The feature switches in force: SPEC §9 defaults, the project's remote config, the dapp's options.
 * @example
 * const features = new FeaturesController({ store: featuresStore, dapp: { analytics: false } });
 * features.setRemote({ remote: { analytics: true } }); // features.current.analytics stays false
 */
export class FeaturesController {
  constructor(private readonly parameters: FeaturesControllerParameters) {
    parameters.store.set(mergeFeatures({ dapp: parameters.dapp }));
  }

  get current(): ResolvedFeatures {
    return this.parameters.store.get();
  }

  /** Applies the remote config; switches the dapp set explicitly keep their value. */
  setRemote({ remote }: { remote: Features }): void {
    this.parameters.store.set(mergeFeatures({ dapp: this.parameters.dapp, remote }));
  }
}
