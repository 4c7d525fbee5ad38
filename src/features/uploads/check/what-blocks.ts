/**
 * The sentence under the check's totals that says what blocks: "Errors 16" next to "Plots the service will
 * refuse 0" must explain itself (an error can block the upload, block only TRACES, or nothing at all under
 * the chosen options). Pure, from the check's grouped results (core/plot-rules/result-groups.ts), in the
 * reader's language (English unless told: the tests read the English sentences).
 */
import { msg, render, sayIn, type MessageKey } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { ResultGroup, ResultGroupName } from '@core/plot-rules/index.ts';

type ShownGroup = Exclude<ResultGroupName, 'silentChanges'>;

/** Group titles as the page shows them, in the order of core's RESULT_GROUPS. */
const GROUP_TITLE_KEYS: Record<ShownGroup, MessageKey> = {
  blocksUpload: 'uploads.group.blocks-upload',
  blocksTraces: 'uploads.group.blocks-traces',
  warnings: 'uploads.group.warnings',
};

export const groupTitle = (name: ShownGroup, locale: Locale = 'en'): string =>
  render(locale, msg(GROUP_TITLE_KEYS[name]));

/** The sentence when nothing was found. */
export const noProblems = (locale: Locale = 'en'): string => render(locale, msg('uploads.blocks.none'));

/** What each group means for the person, and what to do. */
export function groupExplanation(
  name: ResultGroupName,
  validateForTraces: boolean,
  locale: Locale = 'en',
): string {
  const key: MessageKey =
    name === 'blocksUpload'
      ? 'uploads.group.blocks-upload.explain'
      : name === 'blocksTraces'
        ? validateForTraces
          ? 'uploads.group.blocks-traces.explain'
          : 'uploads.group.blocks-traces.explain-off'
        : name === 'warnings'
          ? 'uploads.group.warnings.explain'
          : 'uploads.group.silent.explain';
  return render(locale, msg(key));
}

const groupOf = (groups: readonly ResultGroup[], name: ResultGroupName) =>
  groups.find((g) => g.name === name) ?? { name, title: '', plots: 0, count: 0, lines: [] };

/**
 * One or two sentences: what blocks the upload (and how many plots the service refuses), which errors do
 * not, and that warnings never do. noProblems() when nothing was found.
 */
export function whatBlocks(groups: readonly ResultGroup[], locale: Locale = 'en'): string {
  const say = sayIn(locale);
  const upload = groupOf(groups, 'blocksUpload');
  const traces = groupOf(groups, 'blocksTraces');
  const warned = groupOf(groups, 'warnings');
  if (upload.count + traces.count + warned.count === 0) return noProblems(locale);
  const parts: string[] = [];
  if (upload.count > 0) {
    const group = groupTitle('blocksUpload', locale);
    parts.push(
      upload.plots > 0
        ? say('uploads.blocks.upload-refuses', { errors: upload.count, group, plots: upload.plots })
        : say('uploads.blocks.upload-cannot', { errors: upload.count, group }),
    );
  }
  if (traces.count > 0)
    parts.push(
      say('uploads.blocks.traces', {
        subject: say(upload.count > 0 ? 'uploads.blocks.traces.others' : 'uploads.blocks.traces.all', {
          count: traces.count,
        }),
        accepted: say('uploads.blocks.traces.accepted', { plots: traces.plots }),
      }),
    );
  if (upload.count + traces.count === 0) parts.push(say('uploads.blocks.no-errors'));
  if (warned.count > 0) parts.push(say('uploads.blocks.warnings', { count: warned.count }));
  return parts.join(' ');
}
