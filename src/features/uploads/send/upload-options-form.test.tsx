import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/render.tsx';
import { DEFAULT_UPLOAD_OPTIONS, startRequestOf, type UploadOptions } from '../shared/start-options.ts';
import { UploadOptionsForm } from './upload-options-form.tsx';

/** The options the form last handed back, as the page would send them. */
const seen: { last: UploadOptions } = { last: DEFAULT_UPLOAD_OPTIONS };
function Harness({ mappedNameFields }: { mappedNameFields?: string[] }) {
  const [options, setOptions] = useState(DEFAULT_UPLOAD_OPTIONS);
  return (
    <UploadOptionsForm
      options={options}
      onChange={(o) => {
        seen.last = o;
        setOptions(o);
      }}
      propertyNames={['ProductionPlace', 'name', 'plot_id', 'Area']}
      mappedNameFields={mappedNameFields}
      repeatedNames={[{ value: 'KW-001', count: 2 }]}
    />
  );
}

describe('UploadOptionsForm: matching on the mapped name', () => {
  it('after mapping, the default name field says which field was mapped, and matching uses it', async () => {
    renderWithProviders(<Harness mappedNameFields={['plot_id', 'plot_id']} />);
    const field = screen.getByRole('combobox', { name: 'Plot name field' });
    expect(field).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'ProductionPlace (the name you mapped: plot_id)' }),
    ).toBeTruthy();
    // ProductionPlace is offered once (as the default), not again among the original properties.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ProductionPlace (the name you mapped: plot_id)',
      'name',
      'plot_id',
      'Area',
    ]);
    const match = screen.getByRole('checkbox', { name: /Match existing plots by name/ });
    expect(match).toBeEnabled();
    await userEvent.click(match);
    expect(match).toBeChecked();
    expect(screen.getByText(/Plots whose ProductionPlace matches the name/)).toBeTruthy();
    expect(screen.getByText(/Names repeat in the mapped files: “KW-001” ×2/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Allow duplicate geometries/ })).toBeDisabled();
    expect(startRequestOf('u', seen.last)).toMatchObject({
      designatedNameField: 'ProductionPlace',
      shouldMatchOnName: true,
      allowDuplicateGeometries: true,
    });
  });

  it('an original field can still be chosen; the repeats of the mapped name are not claimed for it', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('option', { name: 'ProductionPlace (default)' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plot name field' }), 'name');
    await userEvent.click(screen.getByRole('checkbox', { name: /Match existing plots by name/ }));
    expect(screen.getByText(/Plots whose name matches the name/)).toBeTruthy();
    expect(screen.queryByText(/Names repeat in the mapped files/)).toBeNull();
    expect(startRequestOf('u', seen.last)).toMatchObject({
      designatedNameField: 'name',
      shouldMatchOnName: true,
    });
  });
});

describe('UploadOptionsForm in French', () => {
  it('names the options and explains them in French, the field names as they are', async () => {
    renderWithProviders(<Harness mappedNameFields={['plot_id']} />, { locale: 'fr' });
    expect(
      screen.getByRole('group', { name: 'Options (en changer une vérifie à nouveau les fichiers)' }),
    ).toBeTruthy();
    const field = screen.getByRole('combobox', { name: 'Champ du nom de la parcelle' });
    expect(field).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'ProductionPlace (le nom que vous avez choisi : plot_id)' }),
    ).toBeTruthy();
    const match = screen.getByRole('checkbox', { name: /^Associer les parcelles existantes par leur nom/ });
    await userEvent.setup().click(match);
    expect(screen.getByRole('checkbox', { name: /^Permettre les géométries en double/ })).toBeDisabled();
    expect(screen.getByText('Activé, car l’association par nom l’exige.')).toBeTruthy();
  });
});
