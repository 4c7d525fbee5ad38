/**
 * An upload's status in the reader's words: the service says "evaluated" or "ingesting"; the page says what
 * that means for the person. A status this page does not know (a newer service's) is shown as the service
 * wrote it.
 */
import type { MessageKey } from '@core/i18n/messages.ts';

const STATUS_WORDS: Record<string, MessageKey> = {
  created: 'uploads.status.created',
  evaluating: 'uploads.status.evaluating',
  evaluated: 'uploads.status.evaluated',
  ingesting: 'uploads.status.ingesting',
  finished: 'uploads.status.finished',
  failed: 'uploads.status.failed',
  cancelled: 'uploads.status.cancelled',
  expired: 'uploads.status.expired',
};

/** `status` in words, through `t` (react-intl's formatMessage). */
export const uploadStatusWords = (status: string, t: (d: { id: MessageKey }) => string): string =>
  Object.hasOwn(STATUS_WORDS, status) ? t({ id: STATUS_WORDS[status]! }) : status;
