// runtime: dom. The organizer's changes to a ruleset preset for one event (digest: every ruleset
// is a preset the organizer may change per event).
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../../shared/contract/errors';
import { CheckOption, ChoiceOption, NumberOption } from './OptionField';
import type { Options } from './options-path';
import { TiebreakerPicker } from './TiebreakerPicker';

interface Props {
  ruleset: string;
  options: Options;
  onChange(next: Options): void;
  error: AppError | undefined;
  library: string[];
  isLocked?: (path: string) => boolean;
  /** Shown unfolded (the settings panel) rather than folded away (a new event). */
  open?: boolean;
}

export function RulesetOptions({ library, open, ...props }: Props) {
  const { t } = useTranslation();
  const { ruleset } = props;
  // A refused option must be seen: its message would otherwise hide in the folded section.
  const refused = ((props.error?.details?.fields ?? []) as FieldIssue[]).some((f) => f.path.startsWith('options.'));
  return (
    <details className="ruleset-options" open={open || refused ? true : undefined}>
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
