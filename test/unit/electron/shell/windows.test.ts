import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeskWindow, createProjectorWindow, roleOf } from '../../../../electron/shell/windows';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { recorded, resetFakeElectron, type FakeBrowserWindow } from '../../../fakes/electron';
import { hardenedWebPreferences } from '../../../fixtures/hardened-web-preferences';

const paths = { preloadDir: '/app/dist/electron' };
const settings = () => fileSettings(join(mkdtempSync(join(tmpdir(), 'arbiter-win-')), 'settings.json'));

beforeEach(() => resetFakeElectron());

const secure = hardenedWebPreferences;

describe('windows', () => {
  it('opens the desk with hardened preferences and the full preload at app://', () => {
    const win = createDeskWindow(paths, settings()) as unknown as FakeBrowserWindow;
    expect(win.options.webPreferences).toMatchObject({ ...secure, preload: '/app/dist/electron/desk-preload.cjs' });
    expect(win.loadedUrl).toBe('app://arbiter/index.html#/desk');
    expect(roleOf(win.webContents as never)).toBe('desk');
  });

  it('opens the projector with the read-only preload, as a normal window when there is one display', () => {
    const s = settings();
    const desk = createDeskWindow(paths, s);
    const win = createProjectorWindow(paths, s, desk, 7) as unknown as FakeBrowserWindow;
    expect(win.options.webPreferences).toMatchObject({ ...secure, preload: '/app/dist/electron/display-preload.cjs' });
    expect(win.options.fullscreen).toBeUndefined();
    expect(win.loadedUrl).toBe('app://arbiter/index.html#/display/7');
    expect(roleOf(win.webContents as never)).toBe('display');
  });

  it('puts the projector fullscreen on the second display, or on the one chosen in settings', () => {
    recorded.displays = [
      { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
      { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 720 } },
      { id: 3, bounds: { x: 3200, y: 0, width: 1024, height: 768 } },
    ];
    const s = settings();
    const desk = createDeskWindow(paths, s);
    const second = createProjectorWindow(paths, s, desk, 1) as unknown as FakeBrowserWindow;
    expect(second.options).toMatchObject({ fullscreen: true, x: 1920, width: 1280 });
    s.set({ projectorDisplayId: 3 });
    const chosen = createProjectorWindow(paths, s, desk, null) as unknown as FakeBrowserWindow;
    expect(chosen.options).toMatchObject({ fullscreen: true, x: 3200 });
    expect(chosen.loadedUrl).toBe('app://arbiter/index.html#/display');
  });

  it('remembers the desk bounds when it closes', () => {
    const s = settings();
    const win = createDeskWindow(paths, s) as unknown as FakeBrowserWindow;
    win.emit('close');
    expect(s.get().deskBounds).toEqual({ x: 10, y: 20, width: 1280, height: 800 });
  });
});
