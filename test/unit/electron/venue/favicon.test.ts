// The app's icon: index.html links it, and both ways the renderer is served (the venue host over
// HTTP, the app:// protocol in Electron) answer it, so no page load ends in a 404.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveRenderer } from '../../../../electron/shell/protocol';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { recorded, resetFakeElectron } from '../../../fakes/electron';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

const root = resolve(__dirname, '../../../..');
let t: TempCore | null = null;
let host: VenueHost | null = null;
afterEach(async () => {
  await host?.close();
  t?.dispose();
});

/** The renderer as Vite lays it out: index.html, with public/ copied beside it. */
function builtRenderer(dir: string): { staticDir: string; iconPath: string } {
  const staticDir = join(dir, 'renderer');
  mkdirSync(staticDir);
  const html = readFileSync(join(root, 'renderer/index.html'), 'utf8');
  const href = /<link rel="icon" type="image\/svg\+xml" href="\.\/([^"]+)"/.exec(html)?.[1];
  expect(href, 'index.html links an SVG icon').toBeDefined();
  copyFileSync(join(root, 'renderer/public', href!), join(staticDir, href!));
  copyFileSync(join(root, 'renderer/index.html'), join(staticDir, 'index.html'));
  return { staticDir, iconPath: `/${href!}` };
}

describe('the favicon', () => {
  it('is served by the venue host as SVG', async () => {
    t = tempCore();
    const { staticDir, iconPath } = builtRenderer(t.dir);
    host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'x', chromiumPath: null });
    const r = await fetch(`${host.url}${iconPath}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toContain('<svg');
  });

  it('is served by the app:// protocol as SVG', async () => {
    resetFakeElectron();
    t = tempCore();
    const { staticDir, iconPath } = builtRenderer(t.dir);
    serveRenderer(staticDir);
    const r: Response = await recorded.protocolHandlers.get('app')!({ url: `app://arbiter${iconPath}` });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
  });
});
