/** The basemap choice of Settings. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@core/i18n/messages.ts';
import { BASEMAPS, type BasemapId } from '@/components/map/basemap-style.ts';
import { probeStyle, setBasemap, useBasemap } from '@/components/map/basemap-choice.ts';

/** Basemap choice. An online style is applied only once a probe shows it answers; offline always works. */
export function BasemapSettings() {
  const t = useIntl().formatMessage;
  const current = useBasemap();
  // A message key, so a change of language rewords the status too.
  const [status, setStatus] = useState<MessageKey | null>(null);

  const choose = async (id: BasemapId) => {
    const url = BASEMAPS.find((b) => b.id === id)?.url;
    if (!url) {
      setBasemap(id);
      setStatus('settings.basemap.offline');
      return;
    }
    setStatus('settings.basemap.checking');
    if (await probeStyle(url)) {
      setBasemap(id);
      setStatus('settings.basemap.online');
    } else {
      setStatus('settings.basemap.unreachable');
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">{t({ id: 'settings.basemap' })}</legend>
      {BASEMAPS.map((b) => (
        <label key={b.id} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="basemap"
            value={b.id}
            checked={current === b.id}
            onChange={() => void choose(b.id)}
          />
          {t({ id: `basemap.${b.id}` })}
        </label>
      ))}
      <p aria-live="polite" className="text-sm text-slate-600">
        {status ? t({ id: status }) : null}
      </p>
    </fieldset>
  );
}
