/**
 * The Uploads page: choose supplier and project, drop files, see every problem (numbers, list, map) before a
 * byte is sent, fix what is safe, upload, and follow the service's evaluation to the end. The stages have
 * folders of their own, in the order a file goes through them: prepare/ (drop, read, map fields), check/
 * (check, problems, fixes), send/ (create, PUT, start, follow); shared/ is what more than one of them uses.
 * model/ holds one record per dropped file, carried from the drop to the PUT. A supplier's self-check
 * receipt dropped with its file says whether the file is the one checked. The state lives in
 * use-uploads-page.ts (the records, the stages that move them on, the receipts); this lays the steps out.
 */
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/states.tsx';
import { useUploadsPage } from './use-uploads-page.ts';
import { CheckResults } from './check/check-results.tsx';
import { CheckStatus } from './check/check-status.tsx';
import { FileDropzone, MAX_FILES } from './prepare/file-dropzone.tsx';
import { mappableOf } from './model/selectors.ts';
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
  const { search, setSearch, target, dropped, send, receipts } = useUploadsPage();
  const { records, prep, check } = dropped;
  const { result } = check;

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
        currentCount={records.length}
        onFiles={(files) => receipts.take(files, prep.add)}
        hint={`${t({ id: 'dropzone.hint' }, { max: MAX_FILES })} ${t({ id: 'receipts.hint' })}`}
      />
      <TemplateLinks />
      <PreparedFiles records={records} onRemove={prep.remove} />
      <ReceiptMatches receipts={receipts} records={records} />
      <MappingStep
        files={mappableOf(records)}
        onMapping={prep.setMapping}
        onPoints={prep.setPoints}
        onNumbering={prep.setNumbering}
        onConfirm={prep.confirm}
      />
      <CheckStatus check={check.state} />
      {result ? (
        <>
          <CheckResults
            check={check}
            onRemove={prep.remove}
            onFixed={dropped.fix}
            search={search}
            onSearch={setSearch}
          />
          <UploadOverlapWarnings
            kind={target.kind}
            projectId={target.projectId}
            preview={result.preview}
            supplier={target.supplier}
          />
          <UploadDiffPanel
            target={target}
            result={result}
            files={check.files}
            onReplaceFile={dropped.replaceChecked}
          />
        </>
      ) : null}
      <UploadSection target={target} records={records} result={result} send={send} />
      <UploadProgress target={target} send={send} />
    </div>
  );
}
