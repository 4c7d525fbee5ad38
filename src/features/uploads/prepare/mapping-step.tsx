/**
 * The field mapping step: for each file that does not already say it all, the proposed name, producer,
 * country and area fields with a sample of what each holds, for the person to confirm or change. Repeated
 * names, plots with no country (filled from position) and no area (computed) are said before anything runs.
 * A lat/lon table first shows its positions on a map so the column order is confirmed before the rest.
 */
import { useId } from 'react';
import { downloadBlob } from '@/lib/download.ts';
import {
  fieldFor,
  MAPPING_ROLES,
  statsOf,
  TRACES_FIELD,
  withField,
  type AreaUnit,
  type FieldMapping,
  type FileReading,
  type MappingRole,
} from './field-mapping.ts';
import type { MappableFile } from './use-file-preparation.ts';
import { PointOrderMap } from './point-order-map.tsx';

const ROLE_LABEL: Record<MappingRole, string> = {
  name: 'Plot name',
  producer: 'Producer',
  country: 'Country',
  area: 'Area',
};

const FORMAT_LABEL: Record<string, string> = {
  geojson: 'GeoJSON',
  kml: 'KML',
  kmz: 'KMZ',
  shapefile: 'Shapefile',
  csv: 'CSV',
  tsv: 'TSV',
  xlsx: 'Excel',
  gpkg: 'GeoPackage',
  gpx: 'GPX',
};

export const formatLabel = (format: string): string => FORMAT_LABEL[format] ?? format.toUpperCase();

const plots = (n: number): string => `${n.toLocaleString('en')} plot${n === 1 ? '' : 's'}`;
const quoted = (v: string): string => `“${v.length > 40 ? `${v.slice(0, 39)}…` : v}”`;

/** What the chosen field means for the plots, in the person's words: gaps, repeats, what gets filled in. */
export function roleNotes(reading: FileReading, role: MappingRole, field: string | null): string[] {
  const s = statsOf(reading, field);
  const total = reading.featureCount;
  const notes: string[] = [];
  switch (role) {
    case 'name': {
      if (!s)
        return [
          'No name field: the service refuses every plot without a name. Choose the field that names each plot.',
        ];
      if (s.filled < total)
        notes.push(`${plots(total - s.filled)} have no name here: the service refuses them.`);
      if (s.repeats.length) {
        const list = s.repeats.map((r) => `${quoted(r.value)} ×${r.count.toLocaleString('en')}`).join(', ');
        notes.push(
          `Names repeat: ${list}. Repeated names cannot be matched on name: choose a field with one name per plot if you want to update plots by name.`,
        );
      }
      return notes;
    }
    case 'producer':
      if (!s) return ['No producer field: ProducerName stays empty.'];
      if (s.filled < total) notes.push(`${plots(total - s.filled)} have no producer here.`);
      return notes;
    case 'country': {
      if (!s) return ["No country field: each plot's country is found from its position."];
      const missing = total - s.countryLike;
      if (missing > 0)
        notes.push(
          `${plots(missing)} have no country code or name here: their country is found from their position.`,
        );
      return notes;
    }
    case 'area': {
      if (!s) return ["No area field: each polygon's area is computed from its shape."];
      const numeric = s.numbers + s.numericStrings;
      if (numeric < total)
        notes.push(`${plots(total - numeric)} have no area here: it is computed from the shape.`);
      if (s.numericStrings > 0)
        notes.push(
          `${plots(s.numericStrings)} give the area as text: it is written as a number (TRACES reads text as 0).`,
        );
      return notes;
    }
  }
}

function RoleRow({
  reading,
  role,
  value,
  onChange,
  unit,
}: {
  reading: FileReading;
  role: MappingRole;
  value: string | null;
  onChange: (field: string | null) => void;
  /** The area's unit and its setter (area role only). */
  unit?: { value: AreaUnit; onChange: (u: AreaUnit) => void };
}) {
  const id = useId();
  const s = statsOf(reading, value);
  const notes = roleNotes(reading, role, value);
  return (
    <div className="grid gap-1 border-t border-slate-100 py-3 sm:grid-cols-[12rem_1fr]">
      <div>
        <label htmlFor={id} className="block font-medium text-slate-800">
          {ROLE_LABEL[role]}
        </label>
        <span className="text-xs text-slate-600">fills {TRACES_FIELD[role]}</span>
      </div>
      <div className="min-w-0 space-y-1">
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          aria-describedby={`${id}-sample ${id}-notes`}
          className="w-full max-w-sm rounded-md border border-slate-300 px-2 py-1.5"
        >
          <option value="">
            {role === 'country' ? '(none: from position)' : role === 'area' ? '(none: compute)' : '(none)'}
          </option>
          {reading.fields.map((f) => (
            <option key={f.key} value={f.key}>
              {f.key} ({f.filled.toLocaleString('en')} of {reading.featureCount.toLocaleString('en')} filled)
            </option>
          ))}
        </select>
        {unit && value !== null ? (
          <label className="ml-2 inline-flex items-center gap-1 text-sm text-slate-800">
            in
            <select
              aria-label={`Unit of ${value}`}
              value={unit.value}
              onChange={(e) => unit.onChange(e.target.value as AreaUnit)}
              className="rounded-md border border-slate-300 px-1 py-1"
            >
              <option value="ha">hectares</option>
              <option value="m2">square metres</option>
              <option value="acre">acres</option>
            </select>
          </label>
        ) : null}
        <p id={`${id}-sample`} className="break-words text-sm text-slate-700">
          {s
            ? s.samples.length
              ? `For example: ${s.samples.map(quoted).join(', ')}`
              : 'Empty on every plot.'
            : null}
        </p>
        <ul id={`${id}-notes`} className="space-y-0.5 text-sm text-amber-900">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function PointOrder({
  file,
  onPoints,
}: {
  file: MappableFile;
  onPoints: (swapAxes: boolean, confirmed: boolean) => void;
}) {
  const cols = file.reading.pointColumns!;
  const name = useId();
  const off = file.reading.offLand;
  const shown = file.reading.pointSample.length;
  const offNow = off ? (file.swapAxes ? off.swapped : off.asRead) : 0;
  const offOther = off ? (file.swapAxes ? off.asRead : off.swapped) : 0;
  const [lat, lon] = file.swapAxes ? [cols.longitude, cols.latitude] : [cols.latitude, cols.longitude];
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800">
        The positions come from the columns <strong>{lat}</strong> (latitude) and <strong>{lon}</strong>{' '}
        (longitude). Check on the map that the plots are where they should be before going on.
      </p>
      <PointOrderMap points={file.reading.pointSample} swapped={file.swapAxes} />
      {off ? (
        <p className={`text-sm ${offNow > offOther ? 'font-medium text-red-800' : 'text-slate-700'}`}>
          {offNow.toLocaleString('en')} of {shown.toLocaleString('en')} positions shown fall outside every
          country with this order; {offOther.toLocaleString('en')} with the columns swapped.
          {offNow > offOther ? ' The columns are probably the other way round.' : ''}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Column order</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={!file.swapAxes} onChange={() => onPoints(false, false)} />
          {cols.latitude} is the latitude
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={file.swapAxes} onChange={() => onPoints(true, false)} />
          {cols.longitude} is the latitude (swap)
        </label>
      </fieldset>
      <button
        type="button"
        onClick={() => onPoints(file.swapAxes, true)}
        className="rounded-md bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        The positions are right
      </button>
    </div>
  );
}

function FileMapping({
  file,
  onMapping,
  onPoints,
}: {
  file: MappableFile;
  onMapping: (mapping: FieldMapping) => void;
  onPoints: (swapAxes: boolean, confirmed: boolean) => void;
}) {
  const titleId = useId();
  const { reading } = file;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="break-words font-semibold text-slate-900">
        {reading.fileName}{' '}
        <span className="font-normal text-slate-600">
          · {formatLabel(reading.format)}, {plots(reading.featureCount)}
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
        <p className="mt-1 text-sm text-slate-700">
          The fields chosen last time for this supplier are preselected.
        </p>
      ) : null}
      {file.pointsConfirmed ? (
        <div className="mt-2">
          {reading.pointColumns ? (
            <p className="mb-2 text-sm text-slate-700">
              Positions: {file.swapAxes ? reading.pointColumns.longitude : reading.pointColumns.latitude} is
              the latitude.{' '}
              <button type="button" className="underline" onClick={() => onPoints(file.swapAxes, false)}>
                Look at the map again
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
  file: Extract<MappableFile, { status: 'ready' }>;
  onEdit: () => void;
}) {
  const { stats } = file;
  const filled = [
    stats.countryFromPosition ? `${plots(stats.countryFromPosition)} got their country from position` : '',
    stats.countryUnknown ? `${plots(stats.countryUnknown)} lie in no known country` : '',
    stats.areaComputed ? `${plots(stats.areaComputed)} got a computed area` : '',
    stats.areaText ? `${plots(stats.areaText)} had their area as text, now a number` : '',
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="break-all font-medium text-slate-900">
        {file.reading.fileName} → {file.file.name}
      </span>
      <span className="text-slate-700">
        {formatLabel(file.reading.format)}, {plots(stats.features)}
        {filled.length ? `; ${filled.join('; ')}` : ''}.
      </span>
      <button
        type="button"
        className="rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-100"
        onClick={() => downloadBlob(file.file, file.file.name)}
      >
        Download {file.file.name}
      </button>
      <button type="button" className="underline" onClick={onEdit}>
        Change the fields of {file.reading.fileName}
      </button>
    </li>
  );
}

export function MappingStep({
  files,
  onMapping,
  onPoints,
  onConfirm,
}: {
  files: MappableFile[];
  onMapping: (id: number, mapping: FieldMapping) => void;
  onPoints: (id: number, swapAxes: boolean, confirmed: boolean) => void;
  onConfirm: () => void;
}) {
  const open = files.filter((f) => f.status !== 'ready');
  const ready = files.filter((f): f is Extract<MappableFile, { status: 'ready' }> => f.status === 'ready');
  if (!files.length) return null;
  const waitingForPoints = open.filter((f) => !f.pointsConfirmed);
  const converting = open.some((f) => f.status === 'converting');
  return (
    <section aria-labelledby="mapping-title" className="space-y-3">
      <h2 id="mapping-title" className="text-lg font-semibold text-slate-900">
        Fields of the plots
      </h2>
      {open.length ? (
        <>
          <p className="text-sm text-slate-700">
            {open.length === 1 ? 'This file does' : 'These files do'} not carry the TRACES fields. Confirm
            which of {open.length === 1 ? 'its' : 'their'} properties holds each one (the proposal is
            preselected); the plots are then checked and uploaded as a TRACES GeoJSON with these fields filled
            in and every original property kept.
          </p>
          {open.map((f) => (
            <FileMapping
              key={f.id}
              file={f}
              onMapping={(m) => onMapping(f.id, m)}
              onPoints={(swap, confirmed) => onPoints(f.id, swap, confirmed)}
            />
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={waitingForPoints.length > 0 || converting}
              onClick={onConfirm}
              className="rounded-md bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {converting ? 'Converting…' : 'Use these fields and check the plots'}
            </button>
            {waitingForPoints.length ? (
              <span className="text-sm text-slate-700">
                First confirm the positions of {waitingForPoints.map((f) => f.reading.fileName).join(', ')}.
              </span>
            ) : null}
          </div>
        </>
      ) : null}
      {ready.length ? (
        <ul
          aria-label="Converted files"
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
