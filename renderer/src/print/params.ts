// runtime: dom. Reads a print route's query into the options a sheet needs. Anything unknown or
// out of range falls back to the default rather than failing, so a hand-typed address still prints.
export type Paper = 'a4' | 'letter';
export type PerPage = 1 | 2 | 4;

export interface PrintOptions {
  paper: Paper;
  perPage: PerPage;
  by: 'name' | 'table';
  autoprint: boolean;
  /** The division a standings or bracket sheet prints; the event's first when absent. */
  divisionId: number | undefined;
}

export function readPrintOptions(params: URLSearchParams): PrintOptions {
  const per = Number(params.get('per'));
  return {
    paper: params.get('paper') === 'letter' ? 'letter' : 'a4',
    perPage: per === 1 || per === 4 ? per : 2,
    by: params.get('by') === 'table' ? 'table' : 'name',
    autoprint: params.get('autoprint') === '1',
    divisionId: Number(params.get('division')) || undefined,
  };
}
