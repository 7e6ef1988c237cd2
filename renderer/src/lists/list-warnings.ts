// runtime: dom. The players' lists as pairing warnings: each checked-in player of the division
// whose list has problems, and those who have handed in none. The head judge decides; nothing is
// refused for them.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { useDivisionScope } from '../divisions/division-scope';
import { listProblemsText } from './problem-text';
import { listCounts, useListStatus } from './use-list-status';
import type { ListStatus } from '../../../shared/model/list-status';

/** Names the warning lists at most; the rest are counted. */
const namesShown = 8;

function namesText(t: TFunction, statuses: readonly ListStatus[]): string {
  const names = statuses.slice(0, namesShown).map((s) => s.name);
  const more = statuses.length - names.length;
  return more > 0 ? t('lists.warning.namesMore', { names: names.join(', '), count: more }) : names.join(', ');
}

export function listWarningTexts(t: TFunction, statuses: readonly ListStatus[]): string[] {
  const { total, missing, problems } = listCounts(statuses);
  return [
    ...problems.map((s) => t('lists.warning.problems', { name: s.name, kind: t(`lists.kind.${s.kind}`, { defaultValue: s.kind }), problems: listProblemsText(t, s) })),
    ...(missing.length > 0 ? [t('lists.warning.missing', { count: missing.length, total, names: namesText(t, missing) })] : []),
  ];
}

/** The warnings of the lists of the division worked on, as they stand now. */
export function useListWarnings(eventId: number): string[] {
  const { t } = useTranslation();
  const divisionId = useQuery('event.get', { id: eventId, ...useDivisionScope() }, eventId).data?.divisionId;
  const { statuses } = useListStatus(eventId);
  return listWarningTexts(t, statuses.filter((s) => s.checkedIn && s.divisionId === divisionId));
}
