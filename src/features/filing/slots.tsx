/**
 * What the filing feature hands other features' pages through the app shell (src/lib/filing/filing-slots.tsx):
 * the "File with the EU" step of a pinned package and the filings panel.
 */
import type { FilingSlots } from '@/lib/filing/filing-slots.tsx';
import { FileStep } from './components/file-step.tsx';
import { FilingsPanel } from './components/filings-panel.tsx';

export const filingSlots: FilingSlots = {
  FileStep: (props) => <FileStep {...props} />,
  FilingsPanel: (props) => <FilingsPanel {...props} />,
};
