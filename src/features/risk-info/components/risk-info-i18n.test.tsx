/**
 * Risk info speaks the reader's language: the live check of a shape (its area in the locale's digits, the
 * verdict and what to do), a pasted text that is not a polygon, and the plot picker's count, in French and
 * Indonesian; the English wording is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { squarePolygon } from '@tests/support/geojson.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { assessShape } from '../lib/shape-assessment.ts';
import { ShapeStatus } from './shape-status.tsx';
import { PasteGeoJson } from './shape-sources.tsx';

// French groups digits with a narrow no-break space.
const flat = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('Risk info in the reader’s language', () => {
  const tooLarge = assessShape(squarePolygon(-8, 5, 3));

  it('says a shape is too large in English as before', () => {
    const { container } = renderWithProviders(<ShapeStatus assessment={tooLarge} drawing={false} />);
    expect(container.textContent).toMatch(
      /^Area: [\d,]+ ha \(allowed 0\.1–100,000 ha\)Coordinates: 5 of at most 40✗ Too large\. The area is [\d,]+ ha; the service accepts 0\.1 to 100,000 ha\. Zoom in and draw a smaller area, or split it into several queries\.$/,
    );
  });

  it('says it in French, with French digits', () => {
    const { container } = renderWithProviders(<ShapeStatus assessment={tooLarge} drawing={false} />, {
      locale: 'fr',
    });
    const text = flat(container.textContent);
    expect(text).toMatch(/^Surface : \d{1,3}( \d{3})+ ha \(autorisé : 0,1 à 100 000 ha\)/);
    expect(text).toContain('Coordonnées : 5 sur 40 au plus');
    expect(text).toMatch(
      /Trop grande\. La zone fait \d{1,3}( \d{3})+ ha ; le service accepte de 0,1 à 100 000 ha\./,
    );
    expect(text).toContain('Zoomez et dessinez une zone plus petite');
  });

  it('says what is wrong with a pasted text in Indonesian', async () => {
    const { user } = renderWithProviders(<PasteGeoJson onShape={() => undefined} />, { locale: 'id' });
    expect(screen.getByRole('heading', { name: 'Tempel atau unggah GeoJSON' })).toBeVisible();
    await user.click(
      screen.getByRole('textbox', {
        name: 'Sebuah Polygon, atau Feature atau FeatureCollection yang memuatnya',
      }),
    );
    await user.paste('{"type":"Point","coordinates":[0,0]}');
    await user.click(screen.getByRole('button', { name: 'Gunakan bentuk yang ditempel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ditemukan Point; layanan memerlukan Polygon.');
  });

  it('says a drawing is within the limits so far in Spanish', () => {
    const ok = assessShape(squarePolygon(-5.5, 7, 0.05));
    renderWithProviders(<ShapeStatus assessment={ok} drawing />, { locale: 'es' });
    expect(
      screen.getByText(
        'Dentro de los límites del servicio por ahora. El servicio dirá si está en tierra vigilada.',
      ),
    ).toBeVisible();
  });
});
