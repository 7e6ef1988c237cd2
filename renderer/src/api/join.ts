// runtime: dom. Joining the venue by code: the host answers with the role and sets the session
// cookie (HttpOnly: this page never holds it). Not a contract operation, since what it gives is a
// cookie of the transport.
import type { Result } from '../../../shared/contract/errors';
import type { Role } from '../../../shared/contract/roles';

export async function joinVenue(code: string): Promise<Result<{ role: Role }>> {
  try {
    const res = await fetch('/venue/join', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
    return (await res.json()) as Result<{ role: Role }>;
  } catch {
    return { ok: false, error: { code: 'internal', message: 'Arbiter cannot be reached.' } };
  }
}
