// runtime: dom. A round's officials on the Rounds tab, read once for its pairings: who officiates
// at each table and who may, for the tables' pickers, and the warning of a final without an umpire
// above them. The pickers show once the event has an official.
import { createContext, useContext } from 'react';
import type { Official, RoundOfficials } from '../../../../shared/features/officials/model';
import { useQuery } from '../../api/use-query';
import type { RoundScopeProps } from '../feature';
import { WithTableLines } from '../table-lines';
import { useFeatureText } from '../text';
import { officialsTexts } from './texts';

interface OfficialsAtHand {
  ofRound: RoundOfficials;
  list: Official[];
}

const AtHand = createContext<OfficialsAtHand | null>(null);

export function useOfficialsAtHand(): OfficialsAtHand | null {
  return useContext(AtHand);
}

export function OfficialsScope({ eventId, round, children }: RoundScopeProps) {
  const text = useFeatureText(officialsTexts);
  const ofRound = useQuery('official.ofRound', { roundId: round.id }, eventId).data;
  const list = useQuery('official.list', { eventId }).data;
  const atHand = ofRound && list && list.length > 0 ? { ofRound, list } : null;
  return (
    <>
      {ofRound?.finalWithoutUmpire && (
        <p className="final-umpire-warning" role="status">
          {text('finalWithoutUmpire', { table: ofRound.finalTable })}
        </p>
      )}
      {atHand ? (
        <AtHand.Provider value={atHand}>
          <WithTableLines id={officialsTexts.id}>{children}</WithTableLines>
        </AtHand.Provider>
      ) : (
        children
      )}
    </>
  );
}
