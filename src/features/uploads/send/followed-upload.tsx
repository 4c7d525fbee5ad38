/** The upload the URL follows, with the way out to prepare another one. */
import { useIntl } from 'react-intl';
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
  const t = useIntl().formatMessage;
  return (
    <div className="space-y-2">
      <UploadFollow key={uploadId} uploadId={uploadId} onDone={onDone} />
      <button type="button" className="text-sm underline" onClick={onClose}>
        {t({ id: 'uploads.follow.close' })}
      </button>
    </div>
  );
}
