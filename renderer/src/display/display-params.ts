// runtime: dom. Timings the room may tune from the address (#/display/12?pageSeconds=6): a big
// hall with slow readers wants longer pages; tests want short ones.

export interface DisplayTimings {
  pageMs: number;
  idleMs: number;
}

function seconds(params: URLSearchParams, name: string, fallback: number): number {
  const v = Number(params.get(name));
  return Number.isFinite(v) && v > 0 ? v * 1000 : fallback * 1000;
}

export function displayTimings(hash = window.location.hash): DisplayTimings {
  const params = new URLSearchParams(hash.split('?')[1] ?? '');
  return { pageMs: seconds(params, 'pageSeconds', 10), idleMs: seconds(params, 'idleSeconds', 3) };
}
