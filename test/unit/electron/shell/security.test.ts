import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { guardWebContents, installGuards } from '../../../../electron/shell/guards';
import { contentSecurityPolicy, isAppUrl, isSafeExternalUrl } from '../../../../electron/shell/security-policy';
import { app as fakeApp, FakeBrowserWindow, FakeSession, FakeWebContents, recorded, resetFakeElectron, session } from '../../../fakes/electron';

beforeEach(() => resetFakeElectron());

describe('security policy', () => {
  it.each([
    ['app://arbiter/index.html#/desk', true],
    ['app://arbiter/assets/x.js', true],
    ['app://evil/index.html', false],
    ['app://user:pw@arbiter/', false],
    ['file:///etc/passwd', false],
    ['http://127.0.0.1:4780/', false],
    ['https://arbiter/', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('isAppUrl(%s) = %s', (url, ok) => expect(isAppUrl(url)).toBe(ok));

  it.each([
    ['https://github.com/arbiter', true],
    ['http://github.com/arbiter', false],
    ['https://github.com.evil.example/', false],
    ['https://user@github.com/', false],
    ['file:///c:/windows/system32/calc.exe', false],
    ['smb://server/share', false],
  ])('isSafeExternalUrl(%s) = %s', (url, ok) => expect(isSafeExternalUrl(url)).toBe(ok));
});

describe('guards', () => {
  it('denies new windows, opening only allow-listed https links outside', () => {
    const wc = new FakeWebContents();
    guardWebContents(wc as never);
    expect(wc.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'https://github.com/x' })).toEqual({ action: 'deny' });
    expect(recorded.opened).toEqual(['https://github.com/x']);
  });

  it('blocks navigation and redirects away from app://arbiter, and webviews', () => {
    const wc = new FakeWebContents();
    guardWebContents(wc as never);
    for (const [event, url, blocked] of [
      ['will-navigate', 'https://evil.example/', true],
      ['will-redirect', 'file:///etc/passwd', true],
      ['will-navigate', 'app://arbiter/index.html#/display/1', false],
    ] as const) {
      let prevented = false;
      wc.emit(event, { preventDefault: () => (prevented = true) }, url);
      expect(prevented).toBe(blocked);
    }
    let webview = false;
    wc.emit('will-attach-webview', { preventDefault: () => (webview = true) });
    expect(webview).toBe(true);
  });

  it('blocks a subframe navigating away too, and never opens a Bluetooth chooser', () => {
    const wc = new FakeWebContents();
    guardWebContents(wc as never);
    let prevented = false;
    wc.emit('will-frame-navigate', { url: 'https://evil.example/', preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    let chosen: string | undefined;
    let bluetoothPrevented = false;
    wc.emit('select-bluetooth-device', { preventDefault: () => (bluetoothPrevented = true) }, [{ deviceId: 'x' }], (id: string) => (chosen = id));
    expect([bluetoothPrevented, chosen]).toEqual([true, '']);
  });

  it('refuses every permission and device chooser on the default session and on sessions made later', () => {
    installGuards();
    const later = new FakeSession();
    fakeApp.emit('session-created', later);
    for (const s of [session.defaultSession, later]) {
      let answer: boolean | undefined;
      s.permissionRequestHandler!({}, 'media', (ok: boolean) => (answer = ok));
      expect(answer).toBe(false);
      expect(s.permissionCheckHandler!()).toBe(false);
      expect(s.devicePermissionHandler!({ deviceType: 'usb' })).toBe(false);
      let paired: unknown;
      s.bluetoothPairingHandler!({}, (r: unknown) => (paired = r));
      expect(paired).toEqual({ confirmed: false });
      const picks: unknown[] = [];
      let prevented = 0;
      const event = { preventDefault: () => prevented++ };
      s.emit('select-hid-device', event, {}, (id: unknown) => picks.push(id));
      s.emit('select-serial-port', event, [], {}, (id: unknown) => picks.push(id));
      s.emit('select-usb-device', event, {}, (id?: unknown) => picks.push(id));
      expect(prevented).toBe(3);
      expect(picks).toEqual([null, '', undefined]);
    }
  });

  it.each(['renderer/index.html', 'renderer/phone.html'])('has one Content-Security-Policy: the page’s own <meta> (%s) says the same as the headers', (page) => {
    const html = readFileSync(page, 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
    // frame-ancestors only works as a header, so the page's copy leaves it out.
    const headerWithoutFrameAncestors = contentSecurityPolicy.replace(" frame-ancestors 'none';", '');
    expect(meta).toBe(headerWithoutFrameAncestors);
    expect(contentSecurityPolicy).toContain("connect-src 'self'");
  });

  it('denies every permission request and guards every webContents created later', () => {
    installGuards();
    let answer: boolean | undefined;
    recorded.permissionRequestHandler!({}, 'media', (ok: boolean) => (answer = ok));
    expect(answer).toBe(false);
    expect(recorded.permissionCheckHandler!()).toBe(false);
    const win = new FakeBrowserWindow({});
    expect(win.webContents.windowOpenHandler).not.toBeNull();
  });
});
