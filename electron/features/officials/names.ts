// runtime: node. Nobody plays in an event they officiate (Attacktix 3): an official's name is
// held against the event's players, who are refused it, naming the official.
import { CommandError } from '../../../shared/contract/errors';
import type { NameClaims } from '../../core/services/name-claims';
import { officialsOf } from './officials';

export const officialsNames: NameClaims = (store, eventId) =>
  officialsOf(store)
    .list(eventId)
    .map((official) => ({
      name: official.name,
      code: 'player_officiates',
      refusal: () =>
        new CommandError('conflict', `${official.name} officiates this event (${official.role.replace('_', ' ')}); an official cannot also play in it.`, {
          reason: 'player_officiates',
          name: official.name,
          officialId: official.id,
          fields: [{ path: 'name', message: 'Officiates this event', code: 'player_officiates' }],
        }),
    }));
