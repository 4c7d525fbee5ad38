/**
 * Tables of the check and upload flow on a phone: below 640 px (Tailwind's `sm`) each row is a card and each
 * cell a line "Title … value", its title from the cell's `data-label`; the header row stays for screen
 * readers only. Wider, they are ordinary tables. One home for the classes, so every table folds the same way.
 */

/** The table and its body: blocks on a phone, so rows stack as cards. */
export const CARD_TABLE = 'max-sm:block';
/** The header row: read by screen readers, not shown on a phone (each cell says its title instead). */
export const CARD_HEAD = 'max-sm:sr-only';
export const CARD_ROW =
  'max-sm:mb-2 max-sm:block max-sm:rounded-md max-sm:border max-sm:border-slate-200 max-sm:p-2';
/** A short value: its title on the left, the value on the right. */
export const CARD_CELL =
  'max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:pr-0 max-sm:text-right max-sm:[overflow-wrap:anywhere] max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]';
/** A long text (a message, what a fix did): its title above it, the text wrapping at any character. */
export const CARD_CELL_STACKED =
  'max-sm:block max-sm:pr-0 max-sm:[overflow-wrap:anywhere] max-sm:before:block max-sm:before:font-medium max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]';
/** The row's title cell (a file, a plot, a rule): a line of its own at the top of the card. */
export const CARD_TITLE = 'max-sm:block max-sm:pr-0 max-sm:[overflow-wrap:anywhere]';
/** A button in a card: a full touch target (44 px) on a phone. */
export const CARD_BUTTON = 'max-sm:mt-1 max-sm:min-h-11 max-sm:px-4';
