/**
 * Before anything is sent: the checked file's plots compared with the project's plots of other suppliers
 * (loaded by the plot loader worker, which also cuts the intersections, see src/lib/plot-loader/worker/overlaps.ts).
 * A plot that claims land another supplier already declared is a warning, not a blocker: the person
 * decides whether it is the same field sold twice or a mapping error.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';
import { uploadQueries } from './upload-queries.ts';

const LISTED = 20;

function useUploadOverlaps(
  kind: ConnectionKind,
  projectId: string | null | undefined,
  preview: PreviewCollection,
  supplier: string,
) {
  const plots = useQuery({ ...plotQueries.project(kind, projectId), enabled: preview.features.length > 0 });
  const loadId = plots.data?.complete ? plots.data.loadId : null;
  const overlaps = useQuery({
    ...uploadQueries.overlaps(kind, projectId, loadId, preview, supplier),
    enabled: loadId !== null && supplier.trim() !== '',
  });
  return { loading: !plots.data?.complete || overlaps.isPending, overlaps: overlaps.data ?? null };
}

export function UploadOverlapWarnings({
  kind,
  projectId,
  preview,
  supplier,
}: {
  kind: ConnectionKind;
  projectId: string | null | undefined;
  preview: PreviewCollection;
  supplier: string;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { loading, overlaps } = useUploadOverlaps(kind, projectId, preview, supplier);
  if (!supplier.trim() || !preview.features.length) return null;
  if (loading || !overlaps)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t({ id: 'uploads.overlaps.comparing' })}
      </p>
    );
  if (!overlaps.length)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t({ id: 'uploads.overlaps.none' })}
      </p>
    );
  const nameOf = (feature: number) =>
    preview.features[feature]?.properties.name || t({ id: 'uploads.diff.plot' }, { number: feature + 1 });
  return (
    <section
      role="alert"
      aria-label={t({ id: 'uploads.overlaps.label' })}
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 className="font-semibold">{t({ id: 'uploads.overlaps.title' }, { count: overlaps.length })}</h3>
      <p>{t({ id: 'uploads.overlaps.hint' })}</p>
      <ul className="mt-1 list-disc pl-5">
        {overlaps.slice(0, LISTED).map((o) => (
          <li key={`${o.feature}|${o.plotId}`}>
            {t(
              { id: 'uploads.overlaps.item' },
              {
                plot: nameOf(o.feature),
                id: o.plotId,
                supplier: o.supplier,
                area: formatHa(o.overlapHa, locale),
                share: formatShare(o.share, 1),
              },
            )}
          </li>
        ))}
      </ul>
      {overlaps.length > LISTED ? (
        <p>{t({ id: 'uploads.groups.more' }, { count: formatCount(overlaps.length - LISTED, locale) })}</p>
      ) : null}
    </section>
  );
}
