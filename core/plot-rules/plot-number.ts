/**
 * A plot's number as a person reads it: its position in the file counted from 1. The one place that makes
 * it: the rules, `Problem.featureIndex` and the service's evaluation messages count from 0, people from 1
 * (rule messages, the CLI, the Uploads and /check pages). No imports, so a page takes it without the rules.
 */
export const plotNumber = (index: number): string => String(index + 1);
