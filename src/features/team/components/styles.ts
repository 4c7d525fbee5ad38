/** The look of the Team page's controls. */
export const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
export const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm';
export const buttonClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium';
export const primaryClass = 'rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white';
export const dangerClass =
  'rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800';
export const sectionClass = 'space-y-3 rounded-lg border border-slate-200 bg-white p-4';
