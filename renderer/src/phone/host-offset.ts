// runtime: dom. How far the host's clock is ahead of the phone's, measured as the projector does
// (three round trips to clock.now, the shortest trusted), so a phone whose clock is off still
// shows the round's real time left.
import type { ArbiterApi } from '../../../shared/contract/client';
import { hostOffsetMs, type ClockSample } from '../../../shared/model/clock-read';

export async function measureHostOffset(api: Pick<ArbiterApi, 'call'>): Promise<number | null> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < 3; i++) {
    const sentMs = Date.now();
    const r = await api.call('clock.now', {});
    if (r.ok) samples.push({ sentMs, hostMs: Date.parse(r.value.now), receivedMs: Date.now() });
  }
  return hostOffsetMs(samples);
}
