/**
 * The shape a translation of an English table must have: the same keys, a string for every text,
 * a function of the same parameters for every text with values, nested groups alike. The English
 * tables are `as const`, so their own types are literals no translation could satisfy.
 */
export type Translation<Table> = {
  readonly [K in keyof Table]: Table[K] extends (...arguments_: infer A) => string
    ? (...arguments_: A) => string
    : Table[K] extends string
      ? string
      : Translation<Table[K]>;
};
