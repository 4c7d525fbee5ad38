/**
 * The language of the app shell: English for an English browser, switched from the header's picker by
 * keyboard, `<html lang>` following, remembered across a reload; and the browser's language on a first visit.
 */
import { test, expect } from './fixtures.ts';

test('the picker switches the shell to French by keyboard, sets <html lang> and is remembered', async ({
  page,
}) => {
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Plots', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const picker = page.getByLabel('Language', { exact: true });
  await picker.focus();
  await picker.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const navFr = page.getByRole('navigation', { name: 'Principale' });
  await expect(navFr.getByRole('link', { name: 'Parcelles', exact: true })).toBeVisible();
  await expect(page.getByLabel('Langue', { exact: true })).toHaveValue('fr');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(navFr.getByRole('link', { name: 'Envois', exact: true })).toBeVisible();
  // Only the language is remembered under its key.
  expect(await page.evaluate(() => localStorage.getItem('dashboard.language'))).toBe('fr');
});

test.describe('a browser set to Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('opens in Indonesian', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const nav = page.getByRole('navigation', { name: 'Utama' });
    await expect(nav.getByRole('link', { name: 'Persil', exact: true })).toBeVisible();
    await expect(page.getByLabel('Bahasa', { exact: true })).toHaveValue('id');
  });
});
