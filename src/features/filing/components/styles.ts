/** The look of the filing feature's controls (the Team page's, so the dashboard's forms look alike). */
export const inputClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';
export const buttonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';
export const primaryClass =
  'rounded-md bg-sky-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerClass =
  'rounded-md border border-red-400 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
export const sectionClass = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';
export const alertClass = 'rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900';
export const noteClass = 'rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950';
