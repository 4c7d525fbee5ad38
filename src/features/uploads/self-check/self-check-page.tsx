/**
 * The supplier self-check (`/check`): a page a buyer sends to a supplier, with no account, no token and no
 * request to the service or our server's API. The supplier drops plot files, maps fields, sees the problems
 * on a map and in a list in their language, applies the safe fixes and downloads the corrected file with a
 * receipt. It reuses the Uploads page's check stage (prepare/, check/): the same readers, rules and fixes, in
 * the same workers, on the supplier's device. The buyer's link presets the rules (src/lib/self-check/check-link.ts).
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { presetOf } from '@/lib/self-check/check-link.ts';
import { useOfflineReady } from '@/lib/self-check/offline.ts';
import { useDroppedFiles } from '../use-dropped-files.ts';
import { mappableOf } from '../model/selectors.ts';
import { FileDropzone } from '../prepare/file-dropzone.tsx';
import { MappingStep } from '../prepare/mapping-step.tsx';
import { PresetSummary } from './preset-summary.tsx';
import { selfCheckOptions } from './self-check-options.ts';
import { SelfCheckResults } from './self-check-results.tsx';
import { SelfCheckStatus } from './self-check-status.tsx';

// Remembered field mappings are kept per supplier: the self-check has one, the person at this device.
const SELF_CHECK_SUPPLIER = 'self-check';

export function SelfCheckPage() {
  const t = useIntl().formatMessage;
  // Read once, as opened: the link is the buyer's, the page never rewrites it.
  const [preset] = useState(() => presetOf(window.location.search));
  // Whether the supplier matched a file's columns: their choice of name field is then the one checked, and
  // the buyer's is only the mapping step's suggestion (self-check-options.ts). Known from the check stage's
  // files, kept here as state so the options can follow it.
  const [supplierMapped, setSupplierMapped] = useState(false);
  const options = useMemo(() => selfCheckOptions(preset, supplierMapped), [preset, supplierMapped]);
  const { records, prep, check, replaceChecked } = useDroppedFiles(
    SELF_CHECK_SUPPLIER,
    options,
    preset.countries.length ? preset.countries.join(',') : undefined,
    preset.nameField,
  );
  const mappedNow = mappableOf(records).length > 0;
  if (mappedNow !== supplierMapped) setSupplierMapped(mappedNow);
  const offline = useOfflineReady();
  // Files the safe fixes were applied to (the corrected file takes the original's name).
  const [corrected, setCorrected] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <div className="mx-auto max-w-4xl space-y-5 p-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t({ id: 'selfcheck.title' })}</h1>
        <p className="text-slate-700">{t({ id: 'selfcheck.intro' })}</p>
        <p className="text-sm text-slate-600" role="status">
          {t({ id: `selfcheck.offline.${offline}` })}
        </p>
      </header>
      <PresetSummary preset={preset} />
      <FileDropzone
        currentCount={records.length}
        onFiles={(files) => {
          setCorrected((prev) => new Set([...prev].filter((n) => !files.some((f) => f.name === n))));
          prep.add(files);
        }}
        label={t({ id: 'selfcheck.drop' })}
        hint={t({ id: 'selfcheck.drop.hint' })}
      />
      <MappingStep
        files={mappableOf(records)}
        onMapping={prep.setMapping}
        onPoints={prep.setPoints}
        onNumbering={prep.setNumbering}
        onConfirm={prep.confirm}
      />
      <SelfCheckStatus check={check} records={records} />
      {check.result ? (
        <SelfCheckResults
          check={check}
          preset={preset}
          corrected={corrected}
          onCorrected={(original, fixed) => {
            setCorrected((prev) => new Set(prev).add(fixed.name));
            replaceChecked(original, fixed);
          }}
        />
      ) : null}
    </div>
  );
}
