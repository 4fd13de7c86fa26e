/**
 * Whether two CAIP-2 ids name the same EVM chain ('eip155:1' and 'eip155:01' do).
 *
 * @example
 * sameEvmChain('eip155:1', 'eip155:01'); // true
 */
export const sameEvmChain = (left: string, right: string) => {
  const [leftNamespace, leftReference] = left.split(':');
  const [rightNamespace, rightReference] = right.split(':');
  return (
    leftNamespace === 'eip155' &&
    rightNamespace === 'eip155' &&
    /^\d+$/.test(leftReference ?? '') &&
    Number(leftReference) === Number(rightReference)
  );
};
