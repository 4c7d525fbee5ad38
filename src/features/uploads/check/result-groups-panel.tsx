/**
 * The check's problems grouped by what they mean (core/plot-rules/result-groups.ts): what blocks the upload
 * first, then errors the upload accepts but TRACES would reject, then warnings that block nothing, so five
 * errors are never buried under 451 warnings. One line per kind with its count and a "show all" disclosure
 * listing the plots (the first ones kept by the check; the problem list below filters to the rest).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import type { ResultGroup, ResultGroupName, ResultLine, RuleCode } from '@core/plot-rules/index.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { ruleTitle } from './rule-titles.ts';
import { groupExplanation, groupTitle } from './what-blocks.ts';
import { plotNumber } from '@core/plot-rules/index.ts';

type ShownGroup = Exclude<ResultGroupName, 'silentChanges'>;

const TONE: Record<ShownGroup, string> = {
  blocksUpload: 'border-red-300 bg-red-50',
  blocksTraces: 'border-amber-300 bg-amber-50',
  warnings: 'border-slate-200 bg-white',
};

export function ResultGroupsPanel({
  groups,
  validateForTraces,
  onFilterRule,
}: {
  groups: readonly ResultGroup[];
  validateForTraces: boolean;
  /** Shows only this kind in the problem list below. */
  onFilterRule: (code: RuleCode) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const shown = groups.filter(
    (g): g is ResultGroup & { name: ShownGroup } => g.name !== 'silentChanges' && g.count > 0,
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="by-kind-title" className="space-y-3">
      <h3 id="by-kind-title" className="font-semibold text-slate-900">
        {t({ id: 'uploads.groups.title' })}
      </h3>
      {shown.map((g) => (
        <Group
          key={g.name}
          group={g}
          title={groupTitle(g.name, locale)}
          tone={TONE[g.name]}
          explanation={groupExplanation(g.name, validateForTraces, locale)}
          onFilterRule={onFilterRule}
        />
      ))}
    </section>
  );
}

function Group({
  group,
  title,
  tone,
  explanation,
  onFilterRule,
}: {
  group: ResultGroup;
  title: string;
  tone: string;
  explanation: string;
  onFilterRule: (code: RuleCode) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={id} data-group={group.name} className={`rounded-lg border p-3 ${tone}`}>
      <h4 id={id} className="font-semibold text-slate-900">
        {t({ id: 'uploads.groups.count' }, { title, count: formatCount(group.count, locale) })}
        {group.plots ? (
          <span className="font-normal"> {t({ id: 'uploads.groups.in-plots' }, { plots: group.plots })}</span>
        ) : null}
      </h4>
      <p className="text-sm text-slate-700">{explanation}</p>
      <ul className="mt-2 space-y-1 text-sm" aria-label={title}>
        {group.lines.map((line) => (
          <Line key={line.code} line={line} onFilterRule={onFilterRule} />
        ))}
      </ul>
    </section>
  );
}

function Line({ line, onFilterRule }: { line: ResultLine; onFilterRule: (code: RuleCode) => void }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const title = ruleTitle(line.code, locale);
  const more = line.count - line.items.length;
  return (
    <li data-rule={line.code}>
      <span className="inline-block w-14 text-right font-semibold tabular-nums">{n(line.count)}</span> {title}{' '}
      <span className="font-mono text-xs text-slate-600">{line.code}</span>
      {line.plots ? (
        <span className="text-slate-600"> · {t({ id: 'uploads.plots' }, { count: line.plots })}</span>
      ) : null}
      {line.items.length ? (
        <details className="ml-16">
          <summary className="cursor-pointer text-slate-700 underline">
            {t({ id: 'uploads.groups.show-all' }, { count: n(line.count) })}
            <span className="sr-only"> {title}</span>
          </summary>
          <ul
            className="mt-1 list-disc pl-5 text-slate-800"
            aria-label={t({ id: 'uploads.groups.every' }, { title })}
          >
            {line.items.map((item, i) => (
              <li key={i}>
                {item.featureIndex !== undefined ? (
                  <>
                    {t(
                      { id: 'uploads.groups.item' },
                      {
                        index: plotNumber(item.featureIndex),
                        name: item.featureName ?? '',
                        named: item.featureName ? 'yes' : 'no',
                        file: item.fileName ?? '',
                        inFile: item.fileName ? 'yes' : 'no',
                      },
                    )}{' '}
                  </>
                ) : item.fileName ? (
                  `${item.fileName}: `
                ) : null}
                {messageIn(locale, item)}
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-1 text-slate-700">
              {t({ id: 'uploads.groups.more' }, { count: n(more) })}{' '}
              <button type="button" className="underline" onClick={() => onFilterRule(line.code as RuleCode)}>
                {t({ id: 'uploads.groups.list-every' })}
              </button>
            </p>
          ) : null}
        </details>
      ) : null}
    </li>
  );
}
