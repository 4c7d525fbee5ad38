/**
 * The Uploads page's orchestration: the supplier and options (restored when an upload resumes after a
 * reload), the dropped files through preparation and the check, the plot selection, what blocks the upload
 * (upload-blockers.ts) and the upload run itself (use-upload-session.ts). The page only lays it out.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import type { UploadsSearch } from './shared/uploads-search.ts';
import { isMappable, useFilePreparation } from './prepare/use-file-preparation.ts';
import { useFileCheck } from './check/use-file-check.ts';
import { sameSupplierName } from './shared/supplier-names.ts';
import { statsOf } from './prepare/field-mapping.ts';
import { originDraftsOf } from './prepare/file-origin.ts';
import { checkOptionsOf, DEFAULT_UPLOAD_OPTIONS, type UploadOptions } from './shared/start-options.ts';
import { isEmptyUpload, uploadBlockers } from './send/upload-blockers.ts';
import { useCheckSelection } from './check/use-check-selection.ts';
import { useResumableUpload } from './send/use-upload-session.ts';

export function useUploadsPage() {
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

  return {
    search,
    setSearch,
    kind,
    project: { projectId, projects, project },
    suppliers: {
      list: suppliers,
      loading: suppliersQuery.isPending,
      error: suppliersQuery.isError ? describeError(suppliersQuery.error) : null,
    },
    supplier,
    setSupplier,
    match,
    prep,
    files,
    mappable,
    options,
    setOptions,
    confirmText,
    setConfirmText,
    check,
    checkOptions,
    result,
    requestFix,
    requestTracesPreview,
    selection,
    runner,
    onFollowDone,
    blockers: uploadBlockers(readiness),
    emptyUpload: isEmptyUpload(readiness),
    offline: offlineReason !== null,
    uploading: runner.flow.step !== 'idle' && runner.flow.step !== 'following',
    repeatedNames: mappable.flatMap((e) => statsOf(e.reading, e.mapping.nameField)?.repeats ?? []),
    mappedNameFields: mappable.flatMap((e) => e.mapping.nameField ?? []),
    beginUpload: () =>
      void runner.begin({
        projectId,
        supplier,
        files,
        options,
        origins: originDraftsOf(prep.entries, files),
      }),
    /** New files start a new look: no plot stays selected. */
    addFiles: (added: File[]) => {
      prep.add(added);
      selection.selectPlot(null);
    },
    removeCheckedFile: (i: number) => {
      const entry = prep.entries.find(
        (e) => (e.status === 'direct' || e.status === 'ready') && e.file === files[i],
      );
      if (entry) prep.remove(entry.id);
      selection.selectPlot(null);
    },
    replaceCheckedFile: (original: File, corrected: File) => {
      prep.replaceChecked(original, corrected);
      selection.selectPlot(null);
    },
  };
}
