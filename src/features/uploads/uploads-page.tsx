/**
 * The Uploads page: choose supplier and project, drop files, see every problem (numbers, list, map) before a
 * byte is sent, fix what is safe, upload, and follow the service's evaluation to the end. The stages have
 * folders of their own, in the order a file goes through them: prepare/ (drop, read, map fields), check/
 * (check, problems, fixes), send/ (create, PUT, start, follow); shared/ is what more than one of them uses.
 * The orchestration lives in use-uploads-page.ts; this lays the steps out.
 */
import { PageHeader } from '@/components/states.tsx';
import { useUploadsPage } from './use-uploads-page.ts';
import { CheckResults } from './check/check-results.tsx';
import { CheckStatus } from './check/check-status.tsx';
import { FileDropzone } from './prepare/file-dropzone.tsx';
import { FollowedUpload } from './send/followed-upload.tsx';
import { MappingStep } from './prepare/mapping-step.tsx';
import { OngoingUploads } from './send/ongoing-uploads.tsx';
import { PreparedFiles } from './prepare/prepared-files.tsx';
import { SupplierAndProject } from './supplier-and-project.tsx';
import { TemplateLinks } from './prepare/template-links.tsx';
import { UploadOverlapWarnings } from './send/upload-overlap-warnings.tsx';
import { UploadProgress } from './send/upload-progress.tsx';
import { UploadSection } from './send/upload-section.tsx';

export function UploadsPage() {
  const page = useUploadsPage();
  const { search, prep, result, runner, supplier } = page;
  const { projectId } = page.project;

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
          onDone={page.onFollowDone}
          onClose={() => {
            runner.reset();
            page.setSearch({ upload: undefined });
          }}
        />
      ) : null}
      <OngoingUploads projectId={projectId} followedId={search.upload} />
      <SupplierAndProject
        supplier={supplier}
        onSupplier={page.setSupplier}
        suppliers={page.suppliers.list}
        suppliersLoading={page.suppliers.loading}
        suppliersError={page.suppliers.error}
        {...page.project}
      />
      <FileDropzone currentCount={prep.entries.length} onFiles={page.addFiles} />
      <TemplateLinks />
      <PreparedFiles entries={prep.entries} onRemove={prep.remove} />
      <MappingStep
        files={page.mappable}
        onMapping={prep.setMapping}
        onPoints={prep.setPoints}
        onConfirm={prep.confirm}
      />
      <CheckStatus check={page.check} />
      {result ? (
        <>
          <CheckResults
            result={result}
            files={page.files}
            checkOptions={page.checkOptions}
            requestFix={page.requestFix}
            requestTracesPreview={page.requestTracesPreview}
            selection={page.selection}
            search={search}
            onSearch={page.setSearch}
            onRemoveFile={page.removeCheckedFile}
            onReplaceFile={page.replaceCheckedFile}
          />
          <UploadOverlapWarnings
            kind={page.kind}
            projectId={projectId}
            preview={result.preview}
            supplier={supplier}
          />
        </>
      ) : null}
      <UploadSection
        options={page.options}
        onOptions={page.setOptions}
        result={result}
        supplier={supplier}
        match={page.match}
        fileCount={page.files.length}
        emptyUpload={page.emptyUpload}
        confirmText={page.confirmText}
        onConfirmText={page.setConfirmText}
        blockers={page.blockers}
        uploading={page.uploading}
        onUpload={page.beginUpload}
        offline={page.offline}
        repeatedNames={page.repeatedNames}
        mappedNameFields={page.mappedNameFields}
      />
      <UploadProgress
        flow={runner.flow}
        supplier={supplier}
        projectId={projectId}
        onAbort={runner.abort}
        onRetryStart={() => void runner.retryStart()}
        onRetryAll={page.beginUpload}
        onReset={runner.reset}
        onProvideFiles={(f) => void runner.provideFiles(f)}
      />
    </div>
  );
}
