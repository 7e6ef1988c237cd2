// runtime: dom. Before round 1: says who will be paired, and pairs them.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { useCommand } from '../desk/use-command';
import { RoundErrorNotice } from './RoundErrorNotice';

export function PairFirstRound({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const players = useQuery('player.list', { eventId, checkedInOnly: true });
  const pair = useCommand('round.pair');
  const count = players.data?.length ?? 0;
  return (
    <section className="panel" aria-label={t('rounds.none')}>
      <h2>{t('rounds.none')}</h2>
      <p>{t('rounds.pairFirstExplain', { count })}</p>
      <RoundErrorNotice error={pair.error} />
      <div className="actions">
        <button type="button" className="primary" disabled={pair.busy || count < 2} onClick={() => void pair.run({ eventId, newest: null })}>
          {t('rounds.pairFirst')}
        </button>
      </div>
    </section>
  );
}
