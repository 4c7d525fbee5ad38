/**
 * The field mapping step: for each file that does not already say it all, the proposed name, producer,
 * country and area fields with a sample of what each holds, for the person to confirm or change. Repeated
 * names, plots with no country (filled from position) and no area (computed) are said before anything runs.
 * A lat/lon table first shows its positions on a map so the column order is confirmed before the rest.
 * Plots without a telling name may be numbered "<file> 1…n", if the person chooses it.
 * Every word is in the reader's language (react-intl, the `mapping.*` messages of core/i18n).
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadBlob } from '@/lib/download.ts';
import {
  fieldFor,
  MAPPING_ROLES,
  numberingPrefixOf,
  statsOf,
  withField,
  type FieldMapping,
} from '../model/field-mapping.ts';
import type { MappableRecord } from '../model/file-record.ts';
import { formatLabel, plots, quoted } from './mapping-words.ts';
import { RoleRow } from './role-row.tsx';
import { PointOrderMap } from './point-order-map.tsx';

/**
 * Plots with no name, or all with the same one ("Untitled Polygon" ×123, as Google Earth names drawn
 * shapes), cannot be told apart: the person may have them named "<file> 1…n" by their place in the file.
 * Off until they choose it.
 */
function NumberingChoice({
  file,
  onNumbering,
}: {
  file: MappableRecord;
  onNumbering: (numberNames: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  const { reading, mapping } = file;
  const s = statsOf(reading, mapping.nameField);
  const total = reading.featureCount;
  const unnamed = total - (s?.filled ?? 0);
  const alike = s && total > 1 && s.filled === total && s.distinct === 1 ? s.samples[0] : undefined;
  if (unnamed <= 0 && alike === undefined) return null;
  const prefix = numberingPrefixOf(reading.fileName);
  return (
    <label className="flex min-h-11 items-start gap-2 border-t border-slate-100 py-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0"
        checked={file.numberNames}
        onChange={(e) => onNumbering(e.target.checked)}
      />
      <span className="break-words">
        {alike !== undefined
          ? t({ id: 'mapping.number.alike' }, { name: quoted(alike), prefix })
          : t({ id: 'mapping.number.unnamed' }, { count: unnamed, prefix })}
      </span>
    </label>
  );
}

function PointOrder({
  file,
  onPoints,
}: {
  file: MappableRecord;
  onPoints: (swapAxes: boolean, confirmed: boolean) => void;
}) {
  const cols = file.reading.pointColumns!;
  const name = useId();
  const t = useIntl().formatMessage;
  const off = file.reading.offLand;
  const shown = file.reading.pointSample.length;
  const offNow = off ? (file.swapAxes ? off.swapped : off.asRead) : 0;
  const offOther = off ? (file.swapAxes ? off.asRead : off.swapped) : 0;
  const [lat, lon] = file.swapAxes ? [cols.longitude, cols.latitude] : [cols.latitude, cols.longitude];
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">
        {t(
          { id: 'mapping.points.columns' },
          { lat, lon, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> },
        )}
      </p>
      <PointOrderMap
        points={file.reading.pointSample}
        swapped={file.swapAxes}
        label={t({ id: 'mapping.points.map' })}
      />
      {off ? (
        <p className={`text-sm ${offNow > offOther ? 'font-medium text-red-800' : 'text-slate-700'}`}>
          {t({ id: 'mapping.points.off' }, { off: offNow, shown, other: offOther })}
          {offNow > offOther ? ` ${t({ id: 'mapping.points.off.swap' })}` : ''}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t({ id: 'mapping.points.order' })}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={!file.swapAxes} onChange={() => onPoints(false, false)} />
          {t({ id: 'mapping.points.as-read' }, { column: cols.latitude })}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={file.swapAxes} onChange={() => onPoints(true, false)} />
          {t({ id: 'mapping.points.swap' }, { column: cols.longitude })}
        </label>
      </fieldset>
      <button
        type="button"
        onClick={() => onPoints(file.swapAxes, true)}
        className="rounded-md bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t({ id: 'mapping.points.confirm' })}
      </button>
    </div>
  );
}

function FileMapping({
  file,
  onMapping,
  onPoints,
  onNumbering,
}: {
  file: MappableRecord;
  onMapping: (mapping: FieldMapping) => void;
  onPoints: (swapAxes: boolean, confirmed: boolean) => void;
  onNumbering: (numberNames: boolean) => void;
}) {
  const titleId = useId();
  const t = useIntl().formatMessage;
  const { reading } = file;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="break-words font-semibold text-slate-900">
        {reading.fileName}{' '}
        <span className="font-normal text-slate-600">
          · {formatLabel(reading.format)}, {plots(t, reading.featureCount)}
        </span>
      </h3>
      {reading.notes.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {reading.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {file.remembered ? (
        <p className="mt-1 text-sm text-slate-700">{t({ id: 'mapping.remembered' })}</p>
      ) : null}
      {file.pointsConfirmed ? (
        <div className="mt-2">
          {reading.pointColumns ? (
            <p className="mb-2 text-sm text-slate-700">
              {t(
                { id: 'mapping.points.confirmed' },
                { column: file.swapAxes ? reading.pointColumns.longitude : reading.pointColumns.latitude },
              )}{' '}
              <button type="button" className="underline" onClick={() => onPoints(file.swapAxes, false)}>
                {t({ id: 'mapping.points.again' })}
              </button>
            </p>
          ) : null}
          {MAPPING_ROLES.map((role) => (
            <RoleRow
              key={role}
              reading={reading}
              role={role}
              value={fieldFor(file.mapping, role)}
              onChange={(field) => onMapping(withField(file.mapping, role, field))}
              unit={
                role === 'area'
                  ? {
                      value: file.mapping.areaUnit,
                      onChange: (areaUnit) => onMapping({ ...file.mapping, areaUnit }),
                    }
                  : undefined
              }
            />
          ))}
          <NumberingChoice file={file} onNumbering={onNumbering} />
        </div>
      ) : (
        <div className="mt-2">
          <PointOrder file={file} onPoints={onPoints} />
        </div>
      )}
    </section>
  );
}

/** A file already converted: what was filled in, its download, and the way back to the mapping. */
function MappedFile({
  file,
  onEdit,
}: {
  file: Extract<MappableRecord, { stage: 'ready' }>;
  onEdit: () => void;
}) {
  const t = useIntl().formatMessage;
  const { stats } = file;
  const filled = (
    [
      ['mapping.filled.country-from-position', stats.countryFromPosition],
      ['mapping.filled.country-unknown', stats.countryUnknown],
      ['mapping.filled.area-computed', stats.areaComputed],
      ['mapping.filled.area-text', stats.areaText],
      ['mapping.filled.numbered', stats.namesNumbered],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([id, count]) => t({ id }, { count }));
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="break-all font-medium text-slate-900">
        {file.reading.fileName} → {file.checked.name}
      </span>
      <span className="text-slate-700">
        {formatLabel(file.reading.format)}, {plots(t, stats.features)}
        {filled.length ? `; ${filled.join('; ')}` : ''}.
      </span>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-100"
        onClick={() => downloadBlob(file.checked, file.checked.name)}
      >
        {t({ id: 'mapping.download' }, { file: file.checked.name })}
      </button>
      <button type="button" className="underline" onClick={onEdit}>
        {t({ id: 'mapping.edit' }, { file: file.reading.fileName })}
      </button>
    </li>
  );
}

export function MappingStep({
  files,
  onMapping,
  onPoints,
  onNumbering,
  onConfirm,
}: {
  files: MappableRecord[];
  onMapping: (id: number, mapping: FieldMapping) => void;
  onPoints: (id: number, swapAxes: boolean, confirmed: boolean) => void;
  onNumbering: (id: number, numberNames: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useIntl().formatMessage;
  const open = files.filter((f) => f.stage !== 'ready');
  const ready = files.filter((f): f is Extract<MappableRecord, { stage: 'ready' }> => f.stage === 'ready');
  if (!files.length) return null;
  const waitingForPoints = open.filter((f) => !f.pointsConfirmed);
  const converting = open.some((f) => f.stage === 'converting');
  return (
    <section aria-labelledby="mapping-title" className="space-y-3">
      <h2 id="mapping-title" className="text-lg font-semibold text-slate-900">
        {t({ id: 'mapping.title' })}
      </h2>
      {open.length ? (
        <>
          <p className="text-sm text-slate-700">{t({ id: 'mapping.intro' }, { files: open.length })}</p>
          {open.map((f) => (
            <FileMapping
              key={f.id}
              file={f}
              onMapping={(m) => onMapping(f.id, m)}
              onPoints={(swap, confirmed) => onPoints(f.id, swap, confirmed)}
              onNumbering={(on) => onNumbering(f.id, on)}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={waitingForPoints.length > 0 || converting}
              onClick={onConfirm}
              className="rounded-md bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t({ id: converting ? 'mapping.converting' : 'mapping.confirm' })}
            </button>
            {waitingForPoints.length ? (
              <span className="text-sm text-slate-700">
                {t(
                  { id: 'mapping.waiting' },
                  { files: waitingForPoints.map((f) => f.reading.fileName).join(', ') },
                )}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
      {ready.length ? (
        <ul
          aria-label={t({ id: 'mapping.converted' })}
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
        >
          {ready.map((f) => (
            <MappedFile key={f.id} file={f} onEdit={() => onMapping(f.id, f.mapping)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
