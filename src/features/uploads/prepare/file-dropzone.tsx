/**
 * Where plot files come in: drop, click to pick, or Enter/Space on the focused zone (react-dropzone gives all
 * three). Any file is taken whatever its name (the reader knows formats by their content); only a file over
 * the upload's size limit is refused here, with what to do, in the reader's language (`dropzone.*` messages).
 */
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { UPLOAD_LIMITS, uploadBytesFit } from '@core/api/schemas.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';

/** The most files one upload holds (contract §2, UPLOAD_LIMITS): the dropzone takes no more. */
export const MAX_FILES = UPLOAD_LIMITS.filesUnder - 1;
// Announced as what it is (react-dropzone makes it focusable and opens it with Enter or Space).
const ZONE_ROLE = 'button';
const ZONE_COLOURS = {
  dragging: 'border-emerald-600 bg-emerald-50',
  idle: 'border-slate-300 bg-white hover:bg-slate-50',
};

export interface Refusal {
  fileName: string;
  reason: string;
}

export function refusalsOf(rejections: FileRejection[]): Refusal[] {
  return rejections.map((r) => ({ fileName: r.file.name, reason: r.errors.map((e) => e.message).join(' ') }));
}

export function FileDropzone({
  currentCount,
  onFiles,
  label,
  only,
  hint,
}: {
  currentCount: number;
  onFiles: (files: File[]) => void;
  label?: string;
  /** When set, only files with these names are taken (resuming an upload). */
  only?: string[];
  /** Replaces the default explanation under the label. */
  hint?: string;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const zoneLabel = label ?? t({ id: 'dropzone.label' });
  const [refused, setRefused] = useState<Refusal[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: true,
    validator: (file) => {
      if (!uploadBytesFit(file.size)) {
        return {
          code: 'too-large',
          message: t({ id: 'dropzone.too-large' }, { size: formatBytes(file.size, locale) }),
        };
      }
      if (only && !only.includes(file.name)) {
        return {
          code: 'not-expected',
          message: t({ id: 'dropzone.not-expected' }, { files: only.join(', ') }),
        };
      }
      return null;
    },
    onDrop: (accepted, rejections) => {
      const room = Math.max(0, MAX_FILES - currentCount);
      const taken = accepted.slice(0, room);
      const tooMany: Refusal[] = accepted.slice(room).map((f) => ({
        fileName: f.name,
        reason: t({ id: 'dropzone.too-many' }, { max: MAX_FILES }),
      }));
      setRefused([...refusalsOf(rejections), ...tooMany]);
      if (taken.length) onFiles(taken);
    },
  });

  return (
    <div>
      {/* Outside the role="button" zone: a control inside a button is not reachable by assistive tech. */}
      <input {...getInputProps()} data-testid="plot-file-input" />
      <div
        {...getRootProps({
          // Focusable and opened with Enter or Space (react-dropzone); announced as what it is.
          role: ZONE_ROLE,
          'aria-label': zoneLabel,
          className: `flex min-h-28 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-6 text-center outline-none focus-visible:ring-4 focus-visible:ring-emerald-600 ${
            isDragActive ? ZONE_COLOURS.dragging : ZONE_COLOURS.idle
          }`,
        })}
      >
        <p className="font-medium text-slate-800">
          {isDragActive ? t({ id: 'dropzone.dragging' }) : zoneLabel}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {hint ?? t({ id: 'dropzone.hint' }, { max: MAX_FILES })}
        </p>
      </div>
      {refused.length > 0 ? (
        <div
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">{t({ id: 'dropzone.refused' }, { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r, i) => (
              <li key={`${r.fileName}-${i}`}>
                <span className="font-medium">{r.fileName}</span>: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
