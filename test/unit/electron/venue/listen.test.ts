// Served mode's port: the organizer's is kept or refused, never swapped for another.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { listenForServedMode } from '../../../../electron/venue/listen';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let blocker: Server | null = null;
let t: TempCore | null = null;
let host: VenueHost | null = null;
afterEach(async () => {
  await host?.close();
  blocker?.close();
  t?.dispose();
});

it('refuses a --port that is taken, naming it, and listens on it when free', async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker!.listen(0, '127.0.0.1', resolve));
  const taken = (blocker.address() as { port: number }).port;
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  const open = (port: number) => startVenueHost({ core: t!.core, staticDir, port, venueAccess: false, token: 's' });
  await expect(listenForServedMode(taken, open)).rejects.toThrow(`Port ${taken} is already in use`);
  await new Promise<void>((resolve) => blocker!.close(() => resolve()));
  blocker = null;
  host = await listenForServedMode(taken, open);
  expect(host.port).toBe(taken);
});
