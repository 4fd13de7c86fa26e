import { FRAME_REQUEST_NAMES } from '../../src/core/protocol/index.js';

/** A seeded source of randomness: the same seed gives the same run, so a failure can be replayed. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * mulberry32: a tiny, well-mixed 32-bit generator. `Math.random` cannot be seeded, and a fuzz
 * failure that cannot be replayed cannot be fixed.
 *
 * @example
 * const random = createSeededRandom(42);
 * random.int(10); // the same number on every run
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (probability) => next() < probability };
}

export interface RandomValueOptions {
  /** Only values postMessage can carry (no functions, symbols, proxies or accessors). */
  cloneable?: boolean;
  /** How deep nested objects and arrays may go. */
  maxDepth?: number;
}

// Strings that reach the protocol's checks further than random text: near-valid ids, every
// message type, keys a careless merge would follow, hex and huge runs.
const MESSAGE_TYPES = [
  '@w3m-app/INIT',
  '@w3m-frame/READY',
  ...FRAME_REQUEST_NAMES.flatMap((name) => [
    `@w3m-app/${name}`,
    `@w3m-frame/${name}_SUCCESS`,
    `@w3m-frame/${name}_ERROR`,
  ]),
];
const KEYS = [
  'id',
  'type',
  'payload',
  'method',
  'params',
  'otp',
  'email',
  'chainId',
  'result',
  'message',
  'code',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'length',
  '0',
  '',
];
const ALPHABET = 'abcXYZ019_-@/:.<>"\'\\ \u0000\u202e\ud800\u{1f600}é';

function randomText(random: SeededRandom): string {
  switch (random.int(9)) {
    case 0:
      return random.pick(MESSAGE_TYPES);
    case 1:
      return random.pick(KEYS);
    case 2:
      return Array.from({ length: 16 + random.int(50) }, () => random.pick([...'0123456789abcdefABCDEF_-'])).join(''); // a plausible id
    case 3:
      return `0x${Array.from({ length: random.int(140) }, () => random.pick([...'0123456789abcdef'])).join('')}`;
    case 4:
      // Huge: around and beyond the 256 KiB message cap.
      return random
        .pick(['x', '0', 'é', '\u{1f600}'])
        .repeat(random.pick([1_000, 65_537, 262_140, 262_145, 1_000_000]));
    default:
      return Array.from({ length: random.int(24) }, () => random.pick([...ALPHABET])).join('');
  }
}

function randomNumber(random: SeededRandom): number {
  return random.pick([
    0,
    -0,
    1,
    -1,
    6,
    31337,
    2 ** 53,
    -(2 ** 53) - 2,
    1.5,
    1e308,
    -1e-308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    random.next() * 1e6,
  ]);
}

/**
 * A random value for fuzzing message parsers: primitives of every kind (NaN, huge strings,
 * bigints), nested objects and arrays (sparse, null-prototype, with `__proto__`/`constructor`
 * keys), built-ins (Date, Map, typed arrays, Blob), cycles, and, unless `cloneable`, functions,
 * symbols, getters (throwing or changing), lying or throwing Proxies and revoked Proxies.
 * Envelopes (`{ id, type, payload }`) come often, so values get past the first checks.
 *
 * @example
 * const random = createSeededRandom(1);
 * const junk = randomValue(random, { cloneable: true });
 */
export function randomValue(
  random: SeededRandom,
  { cloneable = false, maxDepth = 5 }: RandomValueOptions = {},
  depth = 0,
): unknown {
  const nested = () => randomValue(random, { cloneable, maxDepth }, depth + 1);
  const leaf = depth >= maxDepth;
  const kind = random.int(leaf ? 6 : cloneable ? 14 : 20);
  switch (kind) {
    case 0:
      return random.pick([undefined, null, true, false]);
    case 1:
      return randomNumber(random);
    case 2:
    case 3:
      return randomText(random);
    case 4:
      return BigInt(random.int(1000)) * 10n ** 30n;
    case 5:
      return random.pick([
        () => new Date(random.int(1e12)),
        () => new Map([[randomText(random), 1]]),
        () => new Set([1]),
        () => new Uint8Array(random.int(64)),
        () => /x+/g,
        () => new Error(randomText(random)),
        () => new Blob(['x']),
      ])();
    case 6:
    case 7: {
      // An envelope around a random payload, often with a valid-looking id and a real type.
      const envelope: Record<string, unknown> = {
        id: random.chance(0.7) ? createId(random) : randomText(random),
        type: random.chance(0.8) ? random.pick(MESSAGE_TYPES) : randomText(random),
        payload: random.chance(0.3) ? {} : nested(),
      };
      if (random.chance(0.15)) envelope[random.pick(KEYS)] = nested();
      return envelope;
    }
    case 8:
    case 9: {
      const array = Array.from({ length: random.int(5) }, nested);
      if (random.chance(0.1)) array[random.int(20) + 5] = nested(); // sparse
      if (random.chance(0.05)) return new Array(10_000).fill(0).map((_, index) => index); // wide
      return array;
    }
    case 10:
    case 11: {
      // Own keys built with JSON.parse or defineProperty, so `__proto__` is a real own key.
      const target: Record<string, unknown> = random.chance(0.2) ? Object.create(null) : {};
      for (let index = random.int(5); index > 0; index--) {
        Object.defineProperty(target, random.chance(0.7) ? random.pick(KEYS) : randomText(random).slice(0, 40), {
          value: nested(),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      return target;
    }
    case 12: {
      // A cycle (structured clone keeps it): only a depth cap ends the walk.
      const cycle: Record<string, unknown> = { id: createId(random), type: random.pick(MESSAGE_TYPES) };
      cycle.payload = random.chance(0.5) ? cycle : { params: [cycle], method: 'personal_sign' };
      return cycle;
    }
    case 13:
      return JSON.parse(
        `{"id":"${createId(random)}","type":"${random.pick(MESSAGE_TYPES)}","payload":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}}`,
      ) as unknown;
    case 14:
      return random.pick([
        () => Symbol('junk'),
        () => () => 'junk',
        () => ({ [Symbol('key')]: 1, id: createId(random) }),
      ])();
    case 15: {
      // A getter that throws, or that answers differently on each read.
      let reads = 0;
      const target: Record<string, unknown> = { id: createId(random), type: random.pick(MESSAGE_TYPES) };
      Object.defineProperty(target, 'payload', {
        enumerable: true,
        get: random.chance(0.5)
          ? () => {
              throw new Error('getter');
            }
          : () => (reads++ === 0 ? {} : { otp: '000000', extra: true }),
      });
      return target;
    }
    case 16:
    case 17: {
      const { proxy, revoke } = Proxy.revocable(
        { id: createId(random), type: random.pick(MESSAGE_TYPES), payload: nested() },
        hostileHandler(random),
      );
      if (random.chance(0.2)) revoke();
      return proxy;
    }
    case 18:
      return new Proxy([nested(), nested()], hostileHandler(random));
    default:
      return Object.create({ id: createId(random), type: random.pick(MESSAGE_TYPES), payload: {} }) as unknown; // only inherited keys
  }
}

function createId(random: SeededRandom): string {
  return Array.from({ length: 32 }, () => random.pick([...'0123456789abcdef'])).join('');
}

/** Proxy traps that throw, lie about the prototype or keys, or change answers between reads. */
function hostileHandler(random: SeededRandom): ProxyHandler<object> {
  const mode = random.int(5);
  let reads = 0;
  if (mode === 0)
    return {
      ownKeys: () => {
        throw new Error('ownKeys');
      },
    };
  if (mode === 1)
    return {
      getPrototypeOf: () => {
        throw new Error('getPrototypeOf');
      },
    };
  if (mode === 2) return { getPrototypeOf: () => Object.prototype };
  if (mode === 3)
    return {
      getOwnPropertyDescriptor: (target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
        return descriptor && reads++ > 0 ? { ...descriptor, value: { changed: true } } : descriptor;
      },
    };
  return {
    get: () => {
      throw new Error('get');
    },
  };
}
