/**
 * The Uploads page: choose supplier and project, drop files, see every problem (numbers, list, map) before a
 * byte is sent, fix what is safe, upload, and follow the service's evaluation to the end. The stages have
 * folders of their own, in the order a file goes through them: prepare/ (drop, read, map fields), check/
 * (check, problems, fixes), send/ (create, PUT, start, follow); shared/ is what more than one of them uses.
 * A supplier's self-check receipt dropped with its file says whether the file is the one checked. The state
 * lives in use-uploads-page.ts (a check stage, a send stage, the receipts); this lays the steps out.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/states.tsx';
import { useUploadsPage } from './use-uploads-page.ts';
import { CheckResults } from './check/check-results.tsx';
import { CheckStatus } from './check/check-status.tsx';
import { FileDropzone, MAX_FILES } from './prepare/file-dropzone.tsx';
import { FollowedUpload } from './send/followed-upload.tsx';
import { MappingStep } from './prepare/mapping-step.tsx';
import { OngoingUploads } from './send/ongoing-uploads.tsx';
import { PreparedFiles } from './prepare/prepared-files.tsx';
import { ReceiptMatches } from './prepare/receipt-matches.tsx';
import { SupplierAndProject } from './supplier-and-project.tsx';
import { TemplateLinks } from './prepare/template-links.tsx';
import { UploadDiffPanel } from './send/upload-diff-panel.tsx';
import { UploadOverlapWarnings } from './send/upload-overlap-warnings.tsx';
import { UploadProgress } from './send/upload-progress.tsx';
import { UploadSection } from './send/upload-section.tsx';

export function UploadsPage() {
  const t = useIntl().formatMessage;
  const { search, setSearch, target, check, send, receipts } = useUploadsPage();
  const { prep, result } = check;
  const dropped = useMemo(() => prep.entries.map((e) => e.source), [prep.entries]);

  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4">
      <PageHeader title={t({ id: 'nav.uploads' })}>
        <p className="text-sm text-slate-600">{t({ id: 'uploads.intro' })}</p>
      </PageHeader>

      {search.upload ? (
        <FollowedUpload
          uploadId={search.upload}
          onDone={send.onFollowDone}
          onClose={() => {
            send.runner.reset();
            setSearch({ upload: undefined });
          }}
        />
      ) : null}
      <OngoingUploads projectId={target.projectId} followedId={search.upload} />
      <SupplierAndProject target={target} />
      <FileDropzone
        currentCount={prep.entries.length}
        onFiles={(files) => receipts.take(files, check.addFiles)}
        hint={`${t({ id: 'dropzone.hint' }, { max: MAX_FILES })} ${t({ id: 'receipts.hint' })}`}
      />
      <TemplateLinks />
      <PreparedFiles entries={prep.entries} onRemove={prep.remove} />
      <ReceiptMatches receipts={receipts} files={dropped} />
      <MappingStep
        files={check.mappable}
        onMapping={prep.setMapping}
        onPoints={prep.setPoints}
        onNumbering={prep.setNumbering}
        onConfirm={prep.confirm}
      />
      <CheckStatus check={check.check} />
      {result ? (
        <>
          <CheckResults check={check} search={search} onSearch={setSearch} />
          <UploadOverlapWarnings
            kind={target.kind}
            projectId={target.projectId}
            preview={result.preview}
            supplier={target.supplier}
          />
          <UploadDiffPanel target={target} check={check} />
        </>
      ) : null}
      <UploadSection target={target} check={check} send={send} />
      <UploadProgress target={target} send={send} />
    </div>
  );
}
