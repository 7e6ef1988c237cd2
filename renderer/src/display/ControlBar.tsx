// runtime: dom. The small bar at the bottom of the projector: pick a view or cycle through them.
// It fades out when nobody touches mouse or keyboard, and comes back on the first move.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import { cycleChoices, type DisplayView } from './display-views';
import type { DisplayChoice } from './use-display-choice';
import './display.css';

export function ControlBar(props: {
  choice: DisplayChoice;
  /** The views offered, in key order. */
  views: readonly DisplayView[];
  idle: boolean;
  pick: (view: DisplayView) => void;
  toggleCycling: () => void;
  setCycleSeconds: (s: number) => void;
  /** Its divisions: with more than one, the bar switches the projector between them. */
  event: Pick<TournamentEvent, 'id' | 'divisions' | 'divisionId'>;
}) {
  const { t } = useTranslation();
  const { choice } = props;
  return (
    <nav className={props.idle ? 'dp-controls dp-idle' : 'dp-controls'} aria-label={t('display.controls.label')}>
      {props.views.map((view, i) => (
        <button
          key={view}
          type="button"
          aria-pressed={!choice.cycling && choice.view === view}
          onClick={() => props.pick(view)}
          title={t('display.controls.key', { key: i + 1 })}
        >
          {t(`display.views.${view}`)}
        </button>
      ))}
      <button type="button" aria-pressed={choice.cycling} onClick={props.toggleCycling} title={t('display.controls.key', { key: 'C' })}>
        {t('display.controls.cycle')}
      </button>
      <label className="dp-controls-every">
        {t('display.controls.every')}
        <select value={choice.cycleSeconds} onChange={(e) => props.setCycleSeconds(Number(e.target.value))}>
          {cycleChoices.map((s) => (
            <option key={s} value={s}>
              {t('display.controls.seconds', { count: s })}
            </option>
          ))}
        </select>
      </label>
      {props.event.divisions.length > 1 && (
        <label className="dp-controls-every">
          {t('display.controls.division')}
          <select value={props.event.divisionId} onChange={(e) => (window.location.hash = `#/display/${props.event.id}?division=${e.target.value}`)}>
            {props.event.divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="dp-controls-keys">{t('display.controls.keys', { last: props.views.length })}</span>
    </nav>
  );
}
