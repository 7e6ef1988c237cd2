// The QR code's address: the phones page at the address this window was opened at when another
// device could open it, else at the venue host's address (venue.address), else none.
import { describe, expect, it } from 'vitest';
import { phoneAddress, reachableOrigin } from '../../../../renderer/src/phone/phone-address';

const at = (url: string) => new URL(url);

describe('phoneAddress', () => {
  it('is the phones page at the host’s network address, with the division after the first', () => {
    expect(phoneAddress(reachableOrigin(at('http://192.168.1.20:4780/#/display/3')), 3)).toBe('http://192.168.1.20:4780/phone?event=3');
    expect(phoneAddress(reachableOrigin(at('http://[fd00::5]:4780/#/print/pairings/9')), 3, 7)).toBe('http://[fd00::5]:4780/phone?event=3&division=7');
  });
  it('knows no reachable origin on this machine’s own addresses and in the app’s own windows', () => {
    for (const url of ['http://127.0.0.1:4780/', 'http://localhost:4780/', 'http://[::1]:4780/', 'app://arbiter/index.html#/display/1']) expect(reachableOrigin(at(url))).toBeNull();
  });
  it('is at the venue host’s address where the window’s own is not reachable, and none without one', () => {
    expect(phoneAddress('http://10.0.0.7:4780', 2)).toBe('http://10.0.0.7:4780/phone?event=2');
    expect(phoneAddress(null, 2)).toBeNull();
  });
});
