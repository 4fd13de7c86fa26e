export interface NextGridIndexParameters {
  /** Index of the focused item. */
  index: number;
  /** `KeyboardEvent.key`. */
  key: string;
  count: number;
  columns: number;
}

/**
 * Where focus goes in a grid for an arrow, Home or End key, or undefined when the key does not
 * move focus (or would leave the grid). Left/Right walk the items in reading order; Up/Down move
 * a row and stop at the edges.
 * @example nextGridIndex({ index: 5, key: 'ArrowUp', count: 40, columns: 4 }); // 1
 */
export function nextGridIndex({ index, key, count, columns }: NextGridIndexParameters): number | undefined {
  if (count <= 0 || columns <= 0) return undefined;
  const target = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  }[key];
  if (target === undefined || target < 0 || target >= count || target === index) return undefined;
  return target;
}
