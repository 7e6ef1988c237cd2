// runtime: dom. The top line of every view: what this screen shows, for which round, with the
// small clock in the corner while the round's clock runs, and the QR code to the phones page.
import type { Clock } from '../../../shared/model/clock';
import { PhoneQr } from '../components/PhoneQr';
import { CornerClock } from './CornerClock';
import './display.css';

export function ScreenHeader(props: { eventName: string; title: string; clock: Clock | null; phone?: { eventId: number; divisionId?: number } }) {
  return (
    <header className="dp-header">
      <div className="dp-header-text">
        <div className="dp-event-name">{props.eventName}</div>
        <h1 className="dp-title">{props.title}</h1>
      </div>
      {props.phone && <PhoneQr className="dp-phone-qr" eventId={props.phone.eventId} {...(props.phone.divisionId === undefined ? {} : { divisionId: props.phone.divisionId })} />}
      {props.clock && <CornerClock clock={props.clock} />}
    </header>
  );
}
