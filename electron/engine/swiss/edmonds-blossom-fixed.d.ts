// runtime: pure. Types for edmonds-blossom-fixed (a port of Joris van Rantwijk's mwmatching.py):
// edges are [i, j, weight]; the answer is each vertex's mate, or -1.
declare module 'edmonds-blossom-fixed' {
  export default function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
}
