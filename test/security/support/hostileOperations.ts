/** GraphQL operations an attacker sends, shared by the security tests and `bench/security.ts`. */

/**
 * `query{...F0} fragment Fi on Query{...Fi+1 ...Fi+1}` with `levels` fragments, the last selecting
 * `usage { plan }`: under 900 bytes at 21 levels, 2^levels selections once expanded.
 */
export const fragmentBomb = (levels: number): string => {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1 ? `fragment F${i} on Query { usage { plan } }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query { ...F0 } ${fragments.join(' ')}`;
};
