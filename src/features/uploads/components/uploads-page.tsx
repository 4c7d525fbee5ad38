/**
 * The Uploads page: choose supplier and project, drop files, see every problem (numbers, list, map) before a
 * byte is sent, fix what is safe, upload, and follow the service's evaluation to the end. What blocks the
 * upload is worked out in lib/upload-blockers.ts, resuming after a reload in lib/use-upload-session.ts.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/states.tsx';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { supplierQueries } from '@/lib/portfolio/supplier-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { checkOptionsOf, DEFAULT_UPLOAD_OPTIONS, type UploadOptions } from '../lib/start-options.ts';
import { isEmptyUpload, uploadBlockers } from '../lib/upload-blockers.ts';
import { useCheckSelection } from '../lib/use-check-selection.ts';
import { useResumableUpload } from '../lib/use-upload-session.ts';
import { statsOf } from '../lib/field-mapping.ts';
import { originDraftsOf } from '../lib/file-origin.ts';
import { isMappable, useFilePreparation } from '../worker/use-file-preparation.ts';
import { MappingStep } from './mapping-step.tsx';
import { PreparedFiles } from './prepared-files.tsx';
import { TemplateLinks } from './template-links.tsx';
import type { UploadsSearch } from '../routes.tsx';
import { useFileCheck } from '../worker/use-file-check.ts';
import { CheckResults } from './check-results.tsx';
import { CheckStatus } from './check-status.tsx';
import { FileDropzone } from './file-dropzone.tsx';
import { FollowedUpload } from './followed-upload.tsx';
import { OngoingUploads } from './ongoing-uploads.tsx';
import { SupplierAndProject } from './supplier-and-project.tsx';
import { sameSupplierName } from './supplier-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadOverlapWarnings } from './upload-overlap-warnings.tsx';
import { UploadSection } from './upload-section.tsx';

export function UploadsPage() {
  const search = useSearch({ from: '/uploads' });
  const navigate = useNavigate({ from: '/uploads' });
  const { kind } = useConnection();
  const { projectId, projects, project, error: projectsError } = useCurrentProject();
  const suppliersQuery = useQuery(supplierQueries.list(kind, projectId));
  const suppliers = useMemo(() => suppliersQuery.data?.results ?? [], [suppliersQuery.data]);

  const [supplier, setSupplier] = useState(search.supplier ?? '');
  // Dropped files are read, mapped and converted first; `files` are the TRACES-ready ones checked and sent.
  const prep = useFilePreparation(supplier);
  const files = prep.checkFiles;
  const [options, setOptions] = useState<UploadOptions>(DEFAULT_UPLOAD_OPTIONS);
  const [confirmText, setConfirmText] = useState('');

  const checkOptions = useMemo(() => checkOptionsOf(options), [options]);
  const {
    state: check,
    requestFeature,
    requestFix,
    requestTracesPreview,
  } = useFileCheck(files, checkOptions);
  const result = check.status === 'done' ? check.result : null;
  const selection = useCheckSelection(requestFeature);

  const setSearch = useCallback(
    (change: Partial<UploadsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true }),
    [navigate],
  );
  const { runner, onFollowDone } = useResumableUpload({
    followedId: search.upload,
    follow: useCallback((uploadId: string) => setSearch({ upload: uploadId }), [setSearch]),
    restore: (session) => {
      setSupplier(session.supplier);
      setOptions(session.options);
    },
  });

  const addFiles = (added: File[]) => {
    prep.add(added);
    selection.selectPlot(null);
  };
  const mappable = prep.entries.filter(isMappable);
  const unreadable = prep.entries.filter((e) => e.status === 'unreadable' || e.status === 'failed');
  const match = suppliers.find((s) => sameSupplierName(s.name, supplier));
  // Checking, mapping, fixes and downloads never need the service; only the upload does.
  const offlineReason = projectsError ? describeError(projectsError) : null;
  const readiness = {
    ...{ projectId, supplier, match, fileCount: files.length, result, options, confirmText, offlineReason },
    prepared: {
      entries: prep.entries.length,
      mapping: mappable.some((e) => e.status === 'mapping'),
      pending: prep.pending,
      unreadable: unreadable.map((e) => e.source.name),
    },
  };
  const blockers = uploadBlockers(readiness);
  const uploading = runner.flow.step !== 'idle' && runner.flow.step !== 'following';
  const beginUpload = () =>
    void runner.begin({ projectId, supplier, files, options, origins: originDraftsOf(prep.entries, files) });

  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4">
      <PageHeader title="Uploads">
        <p className="text-sm text-slate-600">
          Check a supplier&apos;s plot files, fix them, upload, follow the evaluation.
        </p>
      </PageHeader>

      {search.upload ? (
        <FollowedUpload
          uploadId={search.upload}
          onDone={onFollowDone}
          onClose={() => {
            runner.reset();
            setSearch({ upload: undefined });
          }}
        />
      ) : null}
      <OngoingUploads projectId={projectId} followedId={search.upload} />
      <SupplierAndProject
        supplier={supplier}
        onSupplier={setSupplier}
        suppliers={suppliers}
        suppliersLoading={suppliersQuery.isPending}
        suppliersError={suppliersQuery.isError ? describeError(suppliersQuery.error) : null}
        projectId={projectId}
        projects={projects}
        project={project}
      />
      <FileDropzone currentCount={prep.entries.length} onFiles={addFiles} />
      <TemplateLinks />
      <PreparedFiles entries={prep.entries} onRemove={prep.remove} />
      <MappingStep
        files={mappable}
        onMapping={prep.setMapping}
        onPoints={prep.setPoints}
        onConfirm={prep.confirm}
      />
      <CheckStatus check={check} />
      {result ? (
        <CheckResults
          result={result}
          files={files}
          checkOptions={checkOptions}
          requestFix={requestFix}
          requestTracesPreview={requestTracesPreview}
          selection={selection}
          search={search}
          onSearch={setSearch}
          onRemoveFile={(i) => {
            const entry = prep.entries.find(
              (e) => (e.status === 'direct' || e.status === 'ready') && e.file === files[i],
            );
            if (entry) prep.remove(entry.id);
            selection.selectPlot(null);
          }}
          onReplaceFile={(original, corrected) => {
            prep.replaceChecked(original, corrected);
            selection.selectPlot(null);
          }}
        />
      ) : null}
      {result ? (
        <UploadOverlapWarnings
          kind={kind}
          projectId={projectId}
          preview={result.preview}
          supplier={supplier}
        />
      ) : null}
      <UploadSection
        options={options}
        onOptions={setOptions}
        result={result}
        supplier={supplier}
        match={match}
        fileCount={files.length}
        emptyUpload={isEmptyUpload(readiness)}
        confirmText={confirmText}
        onConfirmText={setConfirmText}
        blockers={blockers}
        uploading={uploading}
        onUpload={beginUpload}
        offline={offlineReason !== null}
        repeatedNames={mappable.flatMap((e) => statsOf(e.reading, e.mapping.nameField)?.repeats ?? [])}
        mappedNameFields={mappable.flatMap((e) => e.mapping.nameField ?? [])}
      />
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
