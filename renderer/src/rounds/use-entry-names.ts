// runtime: dom. Entry names by id: engine notes and the audit name entries by id only.
import { useMemo } from 'react';
import { useQuery } from '../api/use-query';

export function useEntryNames(eventId: number): Map<number, string> {
  const entries = useQuery('entry.list', { eventId });
  return useMemo(() => new Map((entries.data ?? []).map((e) => [e.id, e.name])), [entries.data]);
}
