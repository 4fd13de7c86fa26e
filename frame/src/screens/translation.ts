/**
 * The shape a translation of a frame table must have: the same keys, a string for every text, a
 * function of the same parameters for every text with values, nested groups alike. A copy of
 * src/core/messages/translation.ts: the frame may import only the protocol, errors and utils
 * (DESIGN §3, test/architecture/layers.node.test.ts).
 */
export type Translation<Table> = {
  readonly [K in keyof Table]: Table[K] extends (...arguments_: infer A) => string
    ? (...arguments_: A) => string
    : Table[K] extends string
      ? string
      : Translation<Table[K]>;
};
