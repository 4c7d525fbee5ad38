/**
 * What the browser's check found, before a byte is sent: the summary per file, the map of plots with the
 * picked plot's details, every problem (filters in the URL), and the safe fixes per file.
 */
import { useIntl } from 'react-intl';
import type { RuleCode } from '@core/plot-rules/index.ts';
import type { UploadsSearch } from '../shared/uploads-search.ts';
import type { AppliedFix } from '@core/api/review.ts';
import type { CheckStage } from './use-check-stage.ts';
import { CheckMap } from './check-map.tsx';
import { CheckSummary } from './check-summary.tsx';
import { Fragment } from 'react';
import { FixesPanel } from './fixes-panel.tsx';
import { TracesPreviewPanel } from './traces-preview-panel.tsx';
import { PlotDetails } from './plot-details.tsx';
import { ProblemsTable } from './problems-table.tsx';

export function CheckResults({
  check,
  onRemove,
  onFixed,
  search,
  onSearch,
}: {
  check: CheckStage;
  /** Takes the dropped file of record `id` out of the upload. */
  onRemove: (id: number) => void;
  /** The person chose the corrected file for record `id`; `applied` is what the fixes changed. */
  onFixed: (id: number, corrected: File, applied: AppliedFix[]) => void;
  search: Pick<UploadsSearch, 'rule' | 'severity' | 'file'>;
  onSearch: (change: Pick<UploadsSearch, 'rule' | 'severity' | 'file'>) => void;
}) {
  const t = useIntl().formatMessage;
  const { result, checked, checkOptions, selection } = check;
  const { selectedUid, selectPlot } = selection;
  if (!result) return null;
  const selectedPlot =
    selectedUid !== null
      ? result.preview.features.find((f) => f.properties.uid === selectedUid)?.properties
      : undefined;
  return (
    <>
      <CheckSummary
        result={result}
        validateForTraces={checkOptions.validateForTraces}
        onRemove={(i) => {
          const record = checked[i];
          if (record) onRemove(record.id);
        }}
        onFilterRule={(rule) => onSearch({ rule, severity: undefined, file: undefined })}
      />
      <p className="text-xs text-slate-500">
        {t({ id: 'uploads.check.elapsed' }, { seconds: result.elapsedMs / 1000 })}
      </p>
      {result.preview.features.length ? (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <CheckMap
            preview={result.preview}
            selectedUid={selectedUid}
            zoomTo={selection.zoomTo}
            onSelect={selectPlot}
            shown={result.previewShown}
            total={result.previewTotal}
            undrawable={result.undrawable}
          />
          <div>
            {selectedPlot ? (
              <PlotDetails
                plot={selectedPlot}
                fileName={result.files[selectedPlot.fileIndex]?.fileName ?? ''}
                detail={selection.detail}
                onClose={() => selectPlot(null)}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
                {t({ id: 'uploads.check.pick-plot' })}
              </p>
            )}
          </div>
        </div>
      ) : null}
      {result.problems.length ? (
        <ProblemsTable
          problems={result.problems}
          omitted={result.problemsOmitted}
          fileNames={result.files.map((f) => f.fileName)}
          filters={{
            rule: search.rule as RuleCode | undefined,
            severity: search.severity,
            file: search.file,
          }}
          onFiltersChange={(f) => onSearch({ rule: f.rule, severity: f.severity, file: f.file })}
          onShow={selection.showProblem}
          selectedUid={selectedUid}
        />
      ) : null}
      {checked.map(({ id, checked: file }, i) => {
        const fr = result.files[i];
        const key = `${file.name}-${file.size}-${file.lastModified}`;
        return fr && fr.fileName === file.name ? (
          <Fragment key={key}>
            <FixesPanel
              file={file}
              fileResult={fr}
              options={checkOptions}
              requestFix={check.requestFix}
              onUseCorrected={(_original, corrected, applied) => onFixed(id, corrected, applied)}
            />
            {fr.fatal ? null : (
              <TracesPreviewPanel
                file={file}
                options={checkOptions}
                requestTracesPreview={check.requestTracesPreview}
              />
            )}
          </Fragment>
        ) : null;
      })}
    </>
  );
}
