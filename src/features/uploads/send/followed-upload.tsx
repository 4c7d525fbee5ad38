/** The upload the URL follows, with the way out to prepare another one. */
import type { Upload } from '@core/api/schemas.ts';
import { UploadFollow } from './upload-follow.tsx';

export function FollowedUpload({
  uploadId,
  onDone,
  onClose,
}: {
  uploadId: string;
  onDone: (u: Upload) => void;
  onClose: () => void;
}) {
  return (
    <div className="space-y-2">
      <UploadFollow key={uploadId} uploadId={uploadId} onDone={onDone} />
      <button type="button" className="text-sm underline" onClick={onClose}>
        Close and prepare another upload
      </button>
    </div>
  );
}
