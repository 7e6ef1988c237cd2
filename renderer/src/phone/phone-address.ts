// runtime: pure. The phones page's address to put in a QR code, from the address this window was
// opened at: only when that is one other devices can reach (the venue host by an IP address on
// the venue network). A window on this machine alone (the app's own app:// windows, 127.0.0.1,
// localhost) knows no address a phone could open, so it shows no code rather than a dead one.
const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/i;

export function phoneAddress(location: { protocol: string; hostname: string; host: string }, eventId: number, divisionId?: number): string | null {
  if (location.protocol !== 'http:' || loopback.test(location.hostname)) return null;
  return `http://${location.host}/phone?event=${eventId}${divisionId === undefined ? '' : `&division=${divisionId}`}`;
}
