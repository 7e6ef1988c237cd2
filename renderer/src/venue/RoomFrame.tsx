// runtime: dom. The room's view under a bar (the withdrawn banner, the guest's way to join): the
// view's screen fills the window with position: fixed, so the frame is its containing block
// (layout containment) and the screen fills what the bar leaves instead of covering it.
import type { ReactNode } from 'react';
import './venue.css';

export function RoomFrame({ bar, children }: { bar: ReactNode; children: ReactNode }) {
  return (
    <div className="room-frame">
      {bar}
      <div className="room-frame-screen">{children}</div>
    </div>
  );
}
