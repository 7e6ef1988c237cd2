// runtime: dom. The organizer's changes to a ruleset preset for one event (digest: every ruleset
// is a preset the organizer may change per event). A field shows when the ruleset's options have
// it (the form starts from the preset's defaults, which the core gives), so no ruleset is named
// here; the tiebreaker picker shows when the ruleset offers a library.
import { useTranslation } from 'react-i18next';
import type { AppError, FieldIssue } from '../../../../shared/contract/errors';
import { CheckOption, ChoiceOption, NumberOption } from './OptionField';
import { getOption, type Options } from './options-path';
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

type OptionSpec = { path: string; kind: 'number' } | { path: string; kind: 'check' } | { path: string; kind: 'choice'; choices: string[]; wide?: boolean };

/** Every option field the desk knows how to draw, in the order it draws them. */
const optionFields: OptionSpec[] = [
  { path: 'clock.roundMinutes', kind: 'number' },
  { path: 'clock.warningMinutes', kind: 'number' },
  { path: 'gamesPerMatch', kind: 'number' },
  { path: 'matchPoints.win', kind: 'number' },
  { path: 'matchPoints.draw', kind: 'number' },
  { path: 'matchPoints.loss', kind: 'number' },
  { path: 'matchPoints.bye', kind: 'number' },
  { path: 'lateEntry.missedRound', kind: 'choice', choices: ['loss', 'draw', 'none'] },
  { path: 'byePolicy', kind: 'choice', choices: ['lowest_ranked_without_bye', 'highest_in_lowest_odd_group'], wide: true },
  { path: 'drawsAllowed', kind: 'check' },
  { path: 'seatBalance', kind: 'check' },
];

export function RulesetOptions({ library, open, ...props }: Props) {
  const { t } = useTranslation();
  const shown = optionFields.filter((f) => getOption(props.options, f.path) !== undefined);
  // A refused option must be seen: its message would otherwise hide in the folded section.
  const refused = ((props.error?.details?.fields ?? []) as FieldIssue[]).some((f) => f.path.startsWith('options.'));
  return (
    <details className="ruleset-options" open={open || refused ? true : undefined}>
      <summary>{t('event.optionsTitle')}</summary>
      <div className="option-grid">
        {shown.map((f) =>
          f.kind === 'number' ? (
            <NumberOption key={f.path} path={f.path} {...props} />
          ) : f.kind === 'check' ? (
            <CheckOption key={f.path} path={f.path} {...props} />
          ) : (
            <ChoiceOption key={f.path} path={f.path} choices={f.choices} wide={f.wide} {...props} />
          ),
        )}
      </div>
      {library.length > 0 && <TiebreakerPicker library={library} {...props} />}
    </details>
  );
}
