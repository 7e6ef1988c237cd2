// runtime: dom. The registration desk: find and check in on the left; on the right, register a
// player, or edit the one chosen from the list.
import { useState } from 'react';
import type { Player } from '../../../shared/model/player';
import { CheckInPanel } from './CheckInPanel';
import { EditPlayerForm } from './EditPlayerForm';
import { RegisterPlayerForm } from './RegisterPlayerForm';

export function RegistrationTab({ eventId }: { eventId: number }) {
  const [editing, setEditing] = useState<Player | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <main className="desk-main">
      <CheckInPanel eventId={eventId} notice={notice} onEdit={(p) => setEditing(p)} />
      {editing ? (
        <EditPlayerForm
          key={editing.id}
          player={editing}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <RegisterPlayerForm eventId={eventId} />
      )}
    </main>
  );
}
