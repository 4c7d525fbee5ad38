/**
 * The Uploads page: choose supplier and project, drop files, see every problem (numbers, list, map) before a
 * byte is sent, fix what is safe, upload, and follow the service's evaluation to the end.
 */
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Upload } from '@core/api/schemas.ts';
import type { RuleCode } from '@core/plot-rules/index.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { describeError } from '@/lib/api/errors.ts';
import { PageHeader } from '@/components/states.tsx';
import { supplierQueries } from '@/lib/portfolio/supplier-queries.ts';
import { useUploadRunner } from '../api/use-upload-runner.ts';
import { checkOptionsOf, DEFAULT_UPLOAD_OPTIONS, type UploadOptions } from '../lib/start-options.ts';
import { readUploadSession, writeUploadSession } from '../lib/upload-session.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { useFileCheck, type FeatureDetail } from '../worker/use-file-check.ts';
import type { ProblemRow } from '../worker/check-protocol.ts';
import { CheckMap } from './check-map.tsx';
import { CheckSummary } from './check-summary.tsx';
import { FileDropzone } from './file-dropzone.tsx';
import { FixesPanel } from './fixes-panel.tsx';
import { TracesPreviewPanel } from './traces-preview-panel.tsx';
import { OngoingUploads } from './ongoing-uploads.tsx';
import { emptyOverwriteConfirmed, OverwriteWarning } from './overwrite-warning.tsx';
import { PlotDetails } from './plot-details.tsx';
import { ProblemsTable, type ProblemFilters } from './problems-table.tsx';
import { sameSupplierName, SupplierPicker } from './supplier-picker.tsx';
import { UploadFollow } from './upload-follow.tsx';
import { UploadOptionsForm } from './upload-options-form.tsx';
import { UploadProgress } from './upload-progress.tsx';
import type { UploadsSearch } from '../routes.tsx';

export function UploadsPage() {
  const search = useSearch({ from: '/uploads' });
  const navigate = useNavigate({ from: '/uploads' });
  const { kind } = useConnection();
  const queryClient = useQueryClient();
  const { projectId, projects, project } = useCurrentProject();
  const suppliersQuery = useQuery(supplierQueries.list(kind, projectId));
  const suppliers = useMemo(() => suppliersQuery.data?.results ?? [], [suppliersQuery.data]);

  const [supplier, setSupplier] = useState(search.supplier ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [options, setOptions] = useState<UploadOptions>(DEFAULT_UPLOAD_OPTIONS);
  const [confirmText, setConfirmText] = useState('');
  const [selectedUid, setSelectedUid] = useState<number | null>(null);
  const [zoomTo, setZoomTo] = useState<{ uid: number; seq: number } | null>(null);
  const [detail, setDetail] = useState<FeatureDetail | null>(null);

  const checkOptions = useMemo(() => checkOptionsOf(options), [options]);
  const {
    state: check,
    requestFeature,
    requestFix,
    requestTracesPreview,
  } = useFileCheck(files, checkOptions);
  const result = check.status === 'done' ? check.result : null;

  const setSearch = useCallback(
    (change: Partial<UploadsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true }),
    [navigate],
  );
  const onStarted = useCallback(
    (uploadId: string) => {
      setSearch({ upload: uploadId });
      // Creating the upload may have created the supplier.
      void queryClient.invalidateQueries({ queryKey: supplierQueries.all(kind) });
    },
    [setSearch, queryClient, kind],
  );
  const runner = useUploadRunner(onStarted);
  const { resume } = runner;

  // A reload in the middle of an upload: follow it again, or ask for the files not sent yet.
  useEffect(() => {
    const session = readUploadSession();
    if (!session) return;
    if (session.step === 'following') {
      if (!search.upload) setSearch({ upload: session.uploadId });
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring the saved upload once, on mount
    setSupplier(session.supplier);
    setOptions(session.options);
    resume(session);
    // Only on mount: later changes come from the person, not from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFollowDone = useCallback(
    (u: Upload) => {
      if (readUploadSession()?.uploadId === u.uploadId) writeUploadSession(null);
      void queryClient.invalidateQueries({ queryKey: supplierQueries.all(kind) });
    },
    [queryClient, kind],
  );

  const selectPlot = useCallback(
    (uid: number | null) => {
      setSelectedUid(uid);
      setDetail(null);
      if (uid !== null) void requestFeature(uid).then(setDetail);
    },
    [requestFeature],
  );
  const showProblem = useCallback(
    (row: ProblemRow) => {
      if (row.uid === null) return;
      selectPlot(row.uid);
      setZoomTo((z) => ({ uid: row.uid!, seq: (z?.seq ?? 0) + 1 }));
    },
    [selectPlot],
  );

  const addFiles = (added: File[]) => {
    setFiles((prev) => [...prev.filter((p) => !added.some((a) => a.name === p.name)), ...added]);
    selectPlot(null);
  };

  const match = suppliers.find((s) => sameSupplierName(s.name, supplier));
  const emptyUpload = result !== null && files.length > 0 && result.totals.featureCount === 0;
  const fatalFiles = result?.files.filter((f) => f.fatal) ?? [];
  const blockers: string[] = [];
  if (!projectId) blockers.push('Choose a project.');
  if (supplier.trim() === '') blockers.push('Choose or type the supplier.');
  if (files.length === 0) blockers.push('Add at least one plot file.');
  else if (!result) blockers.push('Wait for the check to finish.');
  if (fatalFiles.length)
    blockers.push(
      `Remove or fix the files that cannot be read: ${fatalFiles.map((f) => f.fileName).join(', ')}.`,
    );
  if (result?.uploadProblems.length) blockers.push(result.uploadProblems.map((p) => p.message).join(' '));
  if (options.overwrite && emptyUpload && !emptyOverwriteConfirmed(match?.name ?? supplier, confirmText)) {
    blockers.push(`Type the supplier's name to confirm that all its plots will be removed.`);
  }

  const selectedPlot =
    selectedUid !== null
      ? result?.preview.features.find((f) => f.properties.uid === selectedUid)?.properties
      : undefined;
  const filters: ProblemFilters = {
    rule: search.rule as RuleCode | undefined,
    severity: search.severity,
    file: search.file,
  };
  const uploading = runner.flow.step !== 'idle' && runner.flow.step !== 'following';

  const beginUpload = () => void runner.begin({ projectId, supplier, files, options });

  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4">
      <PageHeader title="Uploads">
        <p className="text-sm text-slate-600">
          Check a supplier&apos;s plot files, fix them, upload, follow the evaluation.
        </p>
      </PageHeader>

      {search.upload ? (
        <div className="space-y-2">
          <UploadFollow key={search.upload} uploadId={search.upload} onDone={onFollowDone} />
          <button
            type="button"
            className="text-sm underline"
            onClick={() => {
              runner.reset();
              setSearch({ upload: undefined });
            }}
          >
            Close and prepare another upload
          </button>
        </div>
      ) : null}

      <OngoingUploads projectId={projectId} followedId={search.upload} />

      <section
        aria-labelledby="who-title"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2"
      >
        <h2 id="who-title" className="sr-only">
          Supplier and project
        </h2>
        <SupplierPicker
          value={supplier}
          onChange={setSupplier}
          suppliers={suppliers}
          loading={suppliersQuery.isPending}
          error={suppliersQuery.isError ? describeError(suppliersQuery.error) : null}
        />
        <div>
          <label htmlFor="upload-project" className="block text-sm font-medium text-slate-800">
            Project
          </label>
          <select
            id="upload-project"
            value={projectId ?? ''}
            onChange={(e) => void navigate({ search: (prev) => ({ ...prev, project: e.target.value }) })}
            className="mt-1 rounded-md border border-slate-300 px-2 py-2"
          >
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <p className="mt-1 text-sm text-slate-600">
            The plots go to {project?.name ?? 'the active project'}.
          </p>
        </div>
      </section>

      <FileDropzone currentCount={files.length} onFiles={addFiles} />

      {check.status === 'checking' ? (
        <div role="status" aria-live="polite" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          Checking {check.progress?.fileName ?? 'the files'}…{' '}
          {check.progress
            ? `${formatBytes(check.progress.bytes)} of ${formatBytes(check.progress.totalBytes)}, ${check.progress.features.toLocaleString('en')} plots so far`
            : ''}
          <progress
            className="ml-2 h-2 w-48 align-middle"
            aria-label="Check progress"
            value={check.progress ? check.progress.bytes : 0}
            max={check.progress?.totalBytes || 1}
          />
        </div>
      ) : null}
      {check.status === 'error' ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          The check stopped: {check.message}. Remove the last file added and try again.
        </p>
      ) : null}

      {result ? (
        <>
          <CheckSummary
            result={result}
            onRemove={(i) => {
              setFiles((prev) => prev.filter((_, k) => k !== i));
              selectPlot(null);
            }}
          />
          <p className="text-xs text-slate-500">
            Checked in {(result.elapsedMs / 1000).toFixed(2)} s in your browser.
          </p>
          {result.preview.features.length ? (
            <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
              <CheckMap
                preview={result.preview}
                selectedUid={selectedUid}
                zoomTo={zoomTo}
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
                    detail={detail}
                    onClose={() => selectPlot(null)}
                  />
                ) : (
                  <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
                    Click a plot on the map, or “Show” on a problem, to see its properties and problems here.
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
              filters={filters}
              onFiltersChange={(f) => setSearch({ rule: f.rule, severity: f.severity, file: f.file })}
              onShow={showProblem}
              selectedUid={selectedUid}
            />
          ) : null}
          {files.map((file, i) => {
            const fr = result.files[i];
            const key = `${file.name}-${file.size}-${file.lastModified}`;
            return fr && fr.fileName === file.name ? (
              <Fragment key={key}>
                <FixesPanel
                  file={file}
                  fileResult={fr}
                  options={checkOptions}
                  requestFix={requestFix}
                  onUseCorrected={(original, corrected) => {
                    setFiles((prev) => prev.map((f) => (f === original ? corrected : f)));
                    selectPlot(null);
                  }}
                />
                {fr.fatal ? null : (
                  <TracesPreviewPanel
                    file={file}
                    options={checkOptions}
                    requestTracesPreview={requestTracesPreview}
                  />
                )}
              </Fragment>
            ) : null;
          })}
        </>
      ) : null}

      <section
        aria-labelledby="upload-title"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
          Upload
        </h2>
        <UploadOptionsForm
          options={options}
          onChange={setOptions}
          propertyNames={result?.propertyNames ?? []}
        />
        {options.overwrite && supplier.trim() ? (
          <OverwriteWarning
            supplierName={match?.name ?? supplier.trim()}
            plotCount={match?.plotCount ?? 0}
            newPlots={result?.totals.featureCount ?? 0}
            emptyUpload={emptyUpload}
            confirmText={confirmText}
            onConfirmText={setConfirmText}
          />
        ) : null}
        {result && result.totals.notAccepted > 0 ? (
          <p className="text-sm text-amber-900">
            With these options the service will refuse {result.totals.notAccepted.toLocaleString('en')}{' '}
            plot(s). You can fix them first, or upload and then choose to proceed without them.
          </p>
        ) : null}
        {blockers.length && !uploading ? (
          <ul className="list-disc pl-5 text-sm text-slate-700" aria-label="Before you can upload">
            {blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        ) : null}
        {uploading ? (
          <p className="text-sm text-slate-700">An upload is under way: see “Sending the files” below.</p>
        ) : (
          <button
            type="button"
            disabled={blockers.length > 0}
            onClick={beginUpload}
            className="rounded-md bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Upload {files.length} file{files.length === 1 ? '' : 's'}
            {supplier.trim() ? ` for ${supplier.trim()}` : ''}
          </button>
        )}
      </section>

      <UploadProgress
        flow={runner.flow}
        supplier={supplier}
        projectId={projectId}
        onAbort={runner.abort}
        onRetryStart={() => void runner.retryStart()}
        onRetryAll={beginUpload}
        onReset={runner.reset}
        onProvideFiles={(f) => void runner.provideFiles(f)}
      />
    </div>
  );
}
