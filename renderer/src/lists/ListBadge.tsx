// runtime: dom. A player's list at a glance in the desk's player list: handed in and fine, with
// problems (how many, each named on hover), or missing.
import { useTranslation } from 'react-i18next';
import type { ListStatus } from '../../../shared/model/list-status';
import { listProblemsText } from './problem-text';
import './lists.css';

export function ListBadge({ status }: { status: ListStatus }) {
  const { t } = useTranslation();
  const kind = t(`lists.kind.${status.kind}`, { defaultValue: status.kind });
  const label = t(`lists.badge.${status.state}`, { count: status.problems.length });
  const title = status.state === 'problems' ? `${kind}: ${listProblemsText(t, status)}` : `${kind}: ${label}`;
  return (
    <span className={`badge list-badge list-${status.state}`} title={title} data-testid="list-badge">
      {label}
    </span>
  );
}
