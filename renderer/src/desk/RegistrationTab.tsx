// runtime: dom. The registration desk: find and check in on the left, register on the right.
import { CheckInPanel } from './CheckInPanel';
import { RegisterPlayerForm } from './RegisterPlayerForm';

export function RegistrationTab({ eventId }: { eventId: number }) {
  return (
    <main className="desk-main">
      <CheckInPanel eventId={eventId} />
      <RegisterPlayerForm eventId={eventId} />
    </main>
  );
}
