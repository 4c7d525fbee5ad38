import { useState } from 'react';
import { BASEMAPS, type BasemapId } from '@/components/map/basemap-style.ts';
import { probeStyle, setBasemap, useBasemap } from '@/components/map/basemap-choice.ts';

/** Basemap choice. An online style is applied only once a probe shows it answers; offline always works. */
export function BasemapSettings() {
  const current = useBasemap();
  const [status, setStatus] = useState<string | null>(null);

  const choose = async (id: BasemapId) => {
    const url = BASEMAPS.find((b) => b.id === id)?.url;
    if (!url) {
      setBasemap(id);
      setStatus('Using the built-in offline basemap.');
      return;
    }
    setStatus('Checking that the online basemap can be reached…');
    if (await probeStyle(url)) {
      setBasemap(id);
      setStatus('Online basemap applied.');
    } else {
      setStatus('The online basemap could not be reached from this computer; keeping the current basemap.');
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">Basemap</legend>
      {BASEMAPS.map((b) => (
        <label key={b.id} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="basemap"
            value={b.id}
            checked={current === b.id}
            onChange={() => void choose(b.id)}
          />
          {b.label}
        </label>
      ))}
      <p aria-live="polite" className="text-sm text-slate-600">
        {status}
      </p>
    </fieldset>
  );
}
