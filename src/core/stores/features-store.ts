import { map, readonlyType } from 'nanostores';
import { DEFAULT_FEATURES } from '../shell-defaults.js';
import type { ResolvedFeatures } from '../types/features.js';

/** Written only by the FeaturesController. */
export const featuresStore = map<ResolvedFeatures>({ ...DEFAULT_FEATURES });
/** The feature switches in force (defaults, remote config, the dapp's options), read-only. */
export const $features = readonlyType(featuresStore);
