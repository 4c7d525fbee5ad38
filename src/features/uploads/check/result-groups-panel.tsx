/**
 * The check's problems grouped by what they mean (core/plot-rules/result-groups.ts): what blocks the upload
 * first, then errors the upload accepts but TRACES would reject, then warnings that block nothing, so five
 * errors are never buried under 451 warnings. One line per kind with its count and a "show all" disclosure
 * listing the plots (the first ones kept by the check; the problem list below filters to the rest).
 */
import { useId } from 'react';
import type { ResultGroup, ResultLine, RuleCode } from '@core/plot-rules/index.ts';
import { groupExplanation, GROUP_TITLES } from './what-blocks.ts';

const n = (v: number) => v.toLocaleString('en');
const plotsOf = (v: number) => `${n(v)} plot${v === 1 ? '' : 's'}`;

const TONE: Record<keyof typeof GROUP_TITLES, string> = {
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
  const shown = groups.filter(
    (g): g is ResultGroup & { name: keyof typeof GROUP_TITLES } => g.name !== 'silentChanges' && g.count > 0,
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="by-kind-title" className="space-y-3">
      <h3 id="by-kind-title" className="font-semibold text-slate-900">
        Problems by kind
      </h3>
      {shown.map((g) => (
        <Group
          key={g.name}
          group={g}
          title={GROUP_TITLES[g.name]}
          tone={TONE[g.name]}
          explanation={groupExplanation(g.name, validateForTraces)}
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
  const id = useId();
  return (
    <section aria-labelledby={id} data-group={group.name} className={`rounded-lg border p-3 ${tone}`}>
      <h4 id={id} className="font-semibold text-slate-900">
        {title}: {n(group.count)}
        {group.plots ? <span className="font-normal"> in {plotsOf(group.plots)}</span> : null}
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
  const more = line.count - line.items.length;
  return (
    <li data-rule={line.code}>
      <span className="inline-block w-14 text-right font-semibold tabular-nums">{n(line.count)}</span>{' '}
      {line.title} <span className="font-mono text-xs text-slate-600">{line.code}</span>
      {line.plots ? <span className="text-slate-600"> · {plotsOf(line.plots)}</span> : null}
      {line.items.length ? (
        <details className="ml-16">
          <summary className="cursor-pointer text-slate-700 underline">
            Show all {n(line.count)}
            <span className="sr-only"> {line.title}</span>
          </summary>
          <ul className="mt-1 list-disc pl-5 text-slate-800" aria-label={`Every ${line.title}`}>
            {line.items.map((item, i) => (
              <li key={i}>
                {item.featureIndex !== undefined ? (
                  <>
                    Plot {item.featureIndex}
                    {item.featureName ? ` (“${item.featureName}”)` : ''}
                    {item.fileName ? ` in ${item.fileName}` : ''}:{' '}
                  </>
                ) : item.fileName ? (
                  `${item.fileName}: `
                ) : null}
                {item.message}
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-1 text-slate-700">
              …and {n(more)} more.{' '}
              <button type="button" className="underline" onClick={() => onFilterRule(line.code as RuleCode)}>
                List every one in the problem list
              </button>
            </p>
          ) : null}
        </details>
      ) : null}
    </li>
  );
}
