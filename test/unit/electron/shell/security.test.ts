import { beforeEach, describe, expect, it } from 'vitest';
import { guardWebContents, installGuards } from '../../../../electron/shell/guards';
import { isAppUrl, isSafeExternalUrl } from '../../../../electron/shell/security-policy';
import { FakeBrowserWindow, FakeWebContents, recorded, resetFakeElectron } from '../../../fakes/electron';

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
