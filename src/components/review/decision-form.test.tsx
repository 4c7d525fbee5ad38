import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import { DecisionForm, evidenceUrlMessage } from './decision-form.tsx';

function fill() {
  fireEvent.click(screen.getByLabelText('Needs information from the supplier'));
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'awaiting-supplier-documents' } });
  fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: '  Asked for titles  ' } });
  fireEvent.change(screen.getByLabelText('Link (https://…)'), { target: { value: 'https://example.org/a' } });
}

describe('DecisionForm', () => {
  it('sends the verdict, reason, trimmed note and evidence, then clears', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<DecisionForm count={2} onSubmit={onSubmit} pending={false} error={null} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Record verdict for 2 items' }));
    expect(onSubmit).toHaveBeenCalledWith({
      verdict: 'needs-information',
      reason: 'awaiting-supplier-documents',
      note: 'Asked for titles',
      evidence: { url: 'https://example.org/a', note: undefined },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Note/)).toHaveValue(''));
  });

  it('keeps every input when the request fails, and shows what failed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('down'));
    const { rerender } = renderWithProviders(
      <DecisionForm count={1} onSubmit={onSubmit} pending={false} error={null} />,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Record verdict for 1 item' }));
    rerender(<DecisionForm count={1} onSubmit={onSubmit} pending={false} error={new Error('down')} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The verdict was not recorded'));
    expect(screen.getByLabelText(/^Note/)).toHaveValue('  Asked for titles  ');
    expect(screen.getByLabelText('Needs information from the supplier')).toBeChecked();
    expect(screen.getByLabelText('Link (https://…)')).toHaveValue('https://example.org/a');
  });

  it('is disabled with nothing selected, and says to select items first', () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderWithProviders(
      <DecisionForm count={0} onSubmit={onSubmit} pending={false} error={null} />,
    );
    const button = screen.getByRole('button', { name: 'Record verdict' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Select items first/);
    fill();
    // Enter in a field submits the form even with the button disabled: nothing is sent, the reason is said.
    fireEvent.submit(screen.getByRole('form', { name: 'Record a verdict' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one item first.');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<DecisionForm count={1} onSubmit={onSubmit} pending={false} error={null} />);
    expect(screen.getByRole('button', { name: 'Record verdict for 1 item' })).toBeEnabled();
    expect(screen.queryByText(/Select items first/)).toBeNull();
  });

  it('asks for what is missing before sending anything', () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderWithProviders(
      <DecisionForm count={0} onSubmit={onSubmit} pending={false} error={null} />,
    );
    rerender(<DecisionForm count={1} onSubmit={onSubmit} pending={false} error={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Record verdict for 1 item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a verdict.');
    fireEvent.click(screen.getByLabelText('Cleared'));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record verdict for 1 item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why in the note');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DecisionForm in French', () => {
  it('says the verdicts, the plural count and what is missing in French', () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderWithProviders(
      <DecisionForm count={1} onSubmit={onSubmit} pending={false} error={null} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('form', { name: 'Enregistrer une décision' })).toBeInTheDocument();
    expect(screen.getByLabelText('Informations à demander au fournisseur')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision pour 1 élément' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez une décision.');
    rerender(<DecisionForm count={3} onSubmit={onSubmit} pending={false} error={null} />);
    expect(screen.getByRole('button', { name: 'Enregistrer la décision pour 3 éléments' })).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Validé'));
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Lien (https://…)'), {
      target: { value: 'http://example.org/a' },
    });
    fireEvent.change(screen.getByLabelText(/^Note \(/), { target: { value: 'vu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la décision pour 3 éléments' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Le lien de la preuve doit commencer par https://.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('evidenceUrlMessage', () => {
  it('says what the server would refuse, by its own rule', () => {
    expect(evidenceUrlMessage('')).toBeNull();
    expect(evidenceUrlMessage('https://example.org/x')).toBeNull();
    expect(evidenceUrlMessage('http://example.org/x')).toBe('review.evidence.not-https');
    expect(evidenceUrlMessage('javascript:alert(1)')).toBe('review.evidence.not-https');
    expect(evidenceUrlMessage('https://u:p@example.org/')).toBe('review.evidence.credentials');
    expect(evidenceUrlMessage('not a link')).toBe('review.evidence.not-url');
    expect(evidenceUrlMessage('https://exa mple.org/')).toBe('review.evidence.not-url');
  });
});
