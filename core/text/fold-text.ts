/** Case- and accent-insensitive text, so "cooperative" finds "Coopérative" (searches and text sorts). */
export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
