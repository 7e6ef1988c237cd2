// runtime: pure. The phones page's address to put in a QR code: the address this window was opened
// at when other devices can reach it (the venue host by an IP address on the venue network), else
// the venue host's own address while venue access is on (venue.address: the desktop app's app://
// windows, a browser at 127.0.0.1). With neither, no code rather than one that leads nowhere.
const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/i;

/** The window's own origin, where a phone could open it; null on this machine alone. */
export function reachableOrigin(location: { protocol: string; hostname: string; host: string }): string | null {
  return location.protocol !== 'http:' || loopback.test(location.hostname) ? null : `http://${location.host}`;
}

export function phoneAddress(origin: string | null, eventId: number, divisionId?: number): string | null {
  if (!origin) return null;
  return `${origin}/phone?event=${eventId}${divisionId === undefined ? '' : `&division=${divisionId}`}`;
}
