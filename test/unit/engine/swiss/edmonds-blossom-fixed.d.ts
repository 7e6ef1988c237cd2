// Types for edmonds-blossom-fixed (a port of Joris van Rantwijk's mwmatching.py), the reference
// the tests compare the engine's own port (mwmatching.ts) with: edges are [i, j, weight]; the
// answer is each vertex's mate, or -1.
declare module 'edmonds-blossom-fixed' {
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
