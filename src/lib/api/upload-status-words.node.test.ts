/** An upload's status in the reader's words; a status the page does not know is shown as the service wrote it. */
import { describe, expect, it } from 'vitest';
import { msg, render } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { uploadStatusWords } from './upload-status-words.ts';

const tIn =
  (locale: Locale) =>
  ({ id }: { id: Parameters<typeof msg>[0] }) =>
    render(locale, msg(id));

describe('uploadStatusWords', () => {
  it('says what a status means, in the reader’s language', () => {
    expect(uploadStatusWords('finished', tIn('en'))).toBe('Finished');
    expect(uploadStatusWords('evaluated', tIn('en'))).toBe('Evaluated with errors: waiting for you');
    expect(uploadStatusWords('finished', tIn('fr'))).not.toBe('Finished');
    expect(uploadStatusWords('finished', tIn('fr'))).toBe(render('fr', msg('uploads.status.finished')));
  });

  it('shows a status it does not know as the service wrote it, prototype names included', () => {
    expect(uploadStatusWords('archived', tIn('en'))).toBe('archived');
    expect(uploadStatusWords('toString', tIn('en'))).toBe('toString');
    expect(uploadStatusWords('', tIn('en'))).toBe('');
  });
});

describe('uploadStatusWords, every status the service sends', () => {
  it.each([
    ['created', 'Created (files sent)'],
    ['evaluating', 'Evaluating the plots'],
    ['evaluated', 'Evaluated with errors: waiting for you'],
    ['ingesting', 'Writing the plots'],
    ['finished', 'Finished'],
    ['failed', 'Failed'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired (not started within 60 minutes)'],
  ])('words %s as %s', (status, words) => {
    expect(uploadStatusWords(status, tIn('en'))).toBe(words);
  });
});
