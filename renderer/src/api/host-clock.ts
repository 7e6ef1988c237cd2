// runtime: dom. The host's time as this window knows it: its own clock plus the offset measured
// against the host, so a projector or desk whose machine clock is wrong still shows the round's
// real time left. Measured when the page opens, after a reconnect, and every few minutes.
import { useEffect, useState } from 'react';
import { hostOffsetMs, type ClockSample } from '../../../shared/model/clock-read';
import { getApi } from './client';

const resyncMs = 5 * 60_000;
const samplesPerSync = 3;

let offsetMs = 0;
let started = false;
const listeners = new Set<() => void>();

async function sample(): Promise<ClockSample | null> {
  const sentMs = Date.now();
  const r = await getApi().call('clock.now', {});
  const receivedMs = Date.now();
  return r.ok ? { sentMs, hostMs: Date.parse(r.value.now), receivedMs } : null;
}

async function sync(): Promise<void> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < samplesPerSync; i++) {
    const s = await sample();
    if (s) samples.push(s);
  }
  const measured = hostOffsetMs(samples);
  if (measured === null) return;
  offsetMs = measured;
  for (const l of listeners) l();
}

function start(): void {
  if (started) return;
  started = true;
  void sync();
  setInterval(() => void sync(), resyncMs);
  getApi().onChange((c) => {
    if (c.operation === 'reconnect') void sync();
  });
}

/** The host's time now, ticking every second (nothing crosses the wire per tick). */
export function useHostNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    start();
    const tick = () => setNow(Date.now() + offsetMs);
    listeners.add(tick);
    const id = setInterval(tick, everyMs);
    return () => {
      listeners.delete(tick);
      clearInterval(id);
    };
  }, [everyMs]);
  return now;
}
