// runtime: dom. The organizer's changes to a ruleset preset for one event (digest: every ruleset
// is a preset the organizer may change per event).
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/contract/errors';
import { CheckOption, ChoiceOption, NumberOption } from './OptionField';
import type { Options } from './options-path';
import { TiebreakerPicker } from './TiebreakerPicker';

interface Props {
  ruleset: string;
  options: Options;
  onChange(next: Options): void;
  error: AppError | undefined;
  library: string[];
}

export function RulesetOptions({ ruleset, library, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <details className="ruleset-options">
      <summary>{t('event.optionsTitle')}</summary>
      <div className="option-grid">
        <NumberOption path="clock.roundMinutes" {...props} />
        <NumberOption path="clock.warningMinutes" {...props} />
        {ruleset === 'generic' && (
          <>
            <NumberOption path="gamesPerMatch" {...props} />
            <NumberOption path="matchPoints.win" {...props} />
            <NumberOption path="matchPoints.draw" {...props} />
            <NumberOption path="matchPoints.loss" {...props} />
            <NumberOption path="matchPoints.bye" {...props} />
            <ChoiceOption path="lateEntry.missedRound" choices={['loss', 'draw', 'none']} {...props} />
            <ChoiceOption path="byePolicy" wide choices={['lowest_ranked_without_bye', 'highest_in_lowest_odd_group']} {...props} />
            <CheckOption path="drawsAllowed" {...props} />
            <CheckOption path="seatBalance" {...props} />
          </>
        )}
      </div>
      {ruleset === 'generic' && <TiebreakerPicker library={library} {...props} />}
    </details>
  );
}
