/** node-ofx-parser ships no types: what the OFX round-trip tests use of it. */
declare module 'node-ofx-parser' {
  /** Parses OFX 1 (SGML) or OFX 2 (XML); element text comes back as strings, one child as an object, several as an array. */
  export function parse(data: string): { header: Record<string, string>; OFX: Record<string, unknown> };
}
