import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { cleanup, render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueOf } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { EMPTY_MAPPING, type FieldStats, type FileReading } from '../model/field-mapping.ts';
import type { MappableRecord } from '../model/file-record.ts';
import { MappingStep } from './mapping-step.tsx';

const stats = (key: string, over: Partial<FieldStats>): FieldStats => ({
  key,
  filled: 300,
  distinct: 300,
  samples: [],
  repeats: [],
  countryLike: 0,
  numbers: 0,
  numericStrings: 0,
  ...over,
});

function reading(over: Partial<FileReading> = {}): FileReading {
  return {
    fileName: 'farms.kml',
    format: 'kml',
    bytes: 1000,
    featureCount: 300,
    fatal: null,
    notes: ['2 placemarks have an empty polygon: they are listed as plots without geometry.'],
    fields: [
      stats('name', {
        distinct: 20,
        samples: ['Untitled Polygon', 'Farm A'],
        repeats: [{ value: 'Untitled Polygon', count: 281 }],
      }),
      stats('plot_code', { samples: ['CI-001', 'CI-002'] }),
      stats('pays', { filled: 290, distinct: 2, samples: ['CIV', 'Ghana?'], countryLike: 280 }),
      stats('superficie', { numericStrings: 10, numbers: 250, samples: ['1.2', '0.8'] }),
    ],
    proposal: { ...EMPTY_MAPPING, nameField: 'name', countryField: 'pays', areaField: 'superficie' },
    inTracesFormat: false,
    pointColumns: null,
    pointSample: [],
    offLand: null,
    ...over,
  };
}

function mappable(r: FileReading, over: Partial<MappableRecord> = {}): MappableRecord {
  return {
    id: 7,
    source: new File(['x'], r.fileName),
    stage: 'mapping',
    reading: r,
    mapping: r.proposal,
    swapAxes: false,
    numberNames: false,
    pointsConfirmed: r.pointColumns === null,
    remembered: false,
    ...over,
  } as MappableRecord;
}

afterEach(cleanup);

/** Renders in a language as the app does (react-intl over core/i18n's catalogues); English unless told. */
const render = (ui: ReactElement, locale: Locale = 'en') =>
  renderDom(
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogueOf(locale)}>
      {ui}
    </IntlProvider>,
  );

describe('MappingStep', () => {
  it('shows each proposed field with samples, repeated names, and what will be filled in', () => {
    render(
      <MappingStep
        files={[mappable(reading())]}
        onMapping={vi.fn()}
        onPoints={vi.fn()}
        onNumbering={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: /farms\.kml · KML, 300 plots/ })).toBeVisible();
    const name = screen.getByRole('combobox', { name: 'Plot name' });
    expect(name).toHaveValue('name');
    expect(name).toHaveAccessibleDescription(/For example: “Untitled Polygon”, “Farm A”/);
    expect(name).toHaveAccessibleDescription(/Names repeat: “Untitled Polygon” ×281/);
    expect(screen.getByRole('combobox', { name: 'Producer' })).toHaveValue('');
    expect(screen.getByText('No producer field: ProducerName stays empty.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      /20 plots have no country code or name here: their country is found from their position/,
    );
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(area).toHaveAccessibleDescription(/40 plots have no area here: it is computed from the shape/);
    expect(area).toHaveAccessibleDescription(/10 plots give the area as text/);
    expect(screen.getByText(/2 placemarks have an empty polygon/)).toBeVisible();
  });

  it('speaks the reader’s language: French labels, notes with French plurals, the confirm button', () => {
    render(
      <MappingStep
        files={[mappable(reading())]}
        onMapping={vi.fn()}
        onPoints={vi.fn()}
        onNumbering={vi.fn()}
        onConfirm={vi.fn()}
      />,
      'fr',
    );
    expect(screen.getByRole('heading', { name: 'Champs des parcelles' })).toBeVisible();
    expect(screen.getByRole('heading', { name: /farms\.kml · KML, 300 parcelles/ })).toBeVisible();
    const name = screen.getByRole('combobox', { name: 'Nom de la parcelle' });
    expect(name).toHaveAccessibleDescription(/Par exemple : “Untitled Polygon”, “Farm A”/);
    expect(name).toHaveAccessibleDescription(/Des noms se répètent : “Untitled Polygon” ×281/);
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveAccessibleDescription(
      /20 parcelles n’ont pas de code ou de nom de pays ici/,
    );
    expect(screen.getByRole('combobox', { name: 'Surface' })).toHaveAccessibleDescription(
      /10 parcelles donnent la surface sous forme de texte/,
    );
    expect(within(name).getByRole('option', { name: 'name (rempli pour 300 sur 300)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Utiliser ces champs et vérifier les parcelles' }),
    ).toBeEnabled();
    expect(screen.queryByText(/Plot name|plots have/)).toBeNull();
  });

  it('a field with one name per plot shows no repeat warning', () => {
    const r = reading();
    render(
      <MappingStep
        files={[mappable(r, { mapping: { ...r.proposal, nameField: 'plot_code' } })]}
        onMapping={vi.fn()}
        onPoints={vi.fn()}
        onNumbering={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const name = screen.getByRole('combobox', { name: 'Plot name' });
    expect(name).toHaveValue('plot_code');
    expect(name).not.toHaveAccessibleDescription(/Names repeat/);
  });

  it('changing a field by keyboard reports the new mapping; confirming runs the check', async () => {
    const user = userEvent.setup();
    const onMapping = vi.fn();
    const onConfirm = vi.fn();
    render(
      <MappingStep
        files={[mappable(reading())]}
        onMapping={onMapping}
        onPoints={vi.fn()}
        onNumbering={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const name = screen.getByRole('combobox', { name: 'Plot name' });
    name.focus();
    await user.selectOptions(name, 'plot_code');
    expect(onMapping).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ nameField: 'plot_code', countryField: 'pays' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '');
    expect(onMapping).toHaveBeenLastCalledWith(7, expect.objectContaining({ countryField: null }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit of superficie' }), 'm2');
    expect(onMapping).toHaveBeenLastCalledWith(7, expect.objectContaining({ areaUnit: 'm2' }));
    await user.click(screen.getByRole('button', { name: 'Use these fields and check the plots' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a lat/lon table asks for the column order first and holds the check until it is confirmed', async () => {
    const user = userEvent.setup();
    const onPoints = vi.fn();
    const onConfirm = vi.fn();
    const r = reading({
      fileName: 'plots.xlsx',
      format: 'xlsx',
      pointColumns: { latitude: 'lat', longitude: 'lon' },
      pointSample: [[-5.5, 7.5]],
      offLand: { asRead: 0, swapped: 1 },
    });
    render(
      <MappingStep
        files={[mappable(r)]}
        onMapping={vi.fn()}
        onPoints={onPoints}
        onNumbering={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Plot name' })).toBeNull();
    const section = screen.getByRole('region', { name: /plots\.xlsx/ });
    expect(within(section).getByText(/0 of 1 positions shown fall outside every country/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use these fields and check the plots' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'lon is the latitude (swap)' }));
    expect(onPoints).toHaveBeenLastCalledWith(7, true, false);
    await user.click(screen.getByRole('button', { name: 'The positions are right' }));
    expect(onPoints).toHaveBeenLastCalledWith(7, false, true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says when the swapped order fits the land better', () => {
    const r = reading({
      fileName: 'plots.csv',
      format: 'csv',
      pointColumns: { latitude: 'lat', longitude: 'lon' },
      pointSample: [[7.5, -5.5]],
      offLand: { asRead: 1, swapped: 0 },
    });
    render(
      <MappingStep
        files={[mappable(r)]}
        onMapping={vi.fn()}
        onPoints={vi.fn()}
        onNumbering={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByText(/The columns are probably the other way round/)).toBeVisible();
  });

  it('offers to number plots without a name, off until chosen; not when every plot has its own', async () => {
    const onNumbering = vi.fn();
    const unnamed = reading({
      fileName: 'farms.kml',
      fields: [stats('name', { filled: 297, distinct: 297, samples: ['Farm A'] })],
      proposal: { ...EMPTY_MAPPING, nameField: 'name' },
    });
    const { rerender } = render(
      <MappingStep
        files={[mappable(unnamed)]}
        onMapping={vi.fn()}
        onPoints={vi.fn()}
        onNumbering={onNumbering}
        onConfirm={vi.fn()}
      />,
    );
    const choice = screen.getByRole('checkbox', {
      name: 'Name the 3 plots without a name “farms 1”, “farms 2”… after their place in the file',
    });
    expect(choice).not.toBeChecked();
    await userEvent.click(choice);
    expect(onNumbering).toHaveBeenCalledWith(7, true);

    // Every plot named alike ("Untitled Polygon" ×300): the same choice, said for what it is, in French.
    const alike = reading({
      fields: [stats('name', { distinct: 1, samples: ['Untitled Polygon'] })],
      proposal: { ...EMPTY_MAPPING, nameField: 'name' },
    });
    rerender(
      <IntlProvider locale="fr" defaultLocale="en" messages={catalogueOf('fr')}>
        <MappingStep
          files={[mappable(alike, { numberNames: true })]}
          onMapping={vi.fn()}
          onPoints={vi.fn()}
          onNumbering={onNumbering}
          onConfirm={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(
      screen.getByRole('checkbox', {
        name: 'Toutes les parcelles s’appellent “Untitled Polygon” : les nommer plutôt « farms 1 », « farms 2 »… selon leur place dans le fichier',
      }),
    ).toBeChecked();

    // One name per plot: nothing to offer.
    const named = reading({
      fields: [stats('name', { samples: ['Farm A'] })],
      proposal: { ...EMPTY_MAPPING, nameField: 'name' },
    });
    rerender(
      <IntlProvider locale="en" defaultLocale="en" messages={catalogueOf('en')}>
        <MappingStep
          files={[mappable(named)]}
          onMapping={vi.fn()}
          onPoints={vi.fn()}
          onNumbering={onNumbering}
          onConfirm={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
