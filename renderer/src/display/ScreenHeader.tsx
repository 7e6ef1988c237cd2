// runtime: dom. The top line of every view: what this screen shows, for which round, with the
// small clock in the corner while the round's clock runs.
import type { Clock } from '../../../shared/model/clock';
import { CornerClock } from './CornerClock';
import './display.css';

export function ScreenHeader(props: { eventName: string; title: string; clock: Clock | null }) {
  return (
    <header className="dp-header">
      <div className="dp-header-text">
        <div className="dp-event-name">{props.eventName}</div>
        <h1 className="dp-title">{props.title}</h1>
      </div>
      {props.clock && <CornerClock clock={props.clock} />}
    </header>
  );
}
