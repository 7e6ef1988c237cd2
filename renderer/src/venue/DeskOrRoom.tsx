// runtime: dom. What a desk's address shows, by who opened it: the desk of its role (with the
// withdrawn banner above it once its code is revoked), or, for a browser on another computer that
// has not joined, the room's read-only view with the way to join.
import { DeskPage } from '../desk/DeskPage';
import { DisplayPage } from '../display/DisplayPage';
import { useWithdrawn } from '../api/access-withdrawn';
import type { DeskTab } from '../router';
import { GuestBar } from './GuestBar';
import { RoomFrame } from './RoomFrame';
import { useDeskRole } from './use-role';
import { WithdrawnBanner } from './WithdrawnBanner';

export function DeskOrRoom({ tab }: { tab: DeskTab }) {
  const { role, known, guest } = useDeskRole();
  const withdrawn = useWithdrawn();
  // Not one button of a desk the browser may not use, even for a moment.
  if (!known) return null;
  if (guest) {
    return (
      <RoomFrame bar={<GuestBar />}>
        <DisplayPage eventId={null} divisionId={undefined} />
      </RoomFrame>
    );
  }
  // A desk opened after its code was revoked has nothing to keep: only the way back.
  if (withdrawn && role === null) return <WithdrawnBanner role={null} />;
  return (
    <>
      <WithdrawnBanner role={role} />
      <DeskPage tab={tab} />
    </>
  );
}
