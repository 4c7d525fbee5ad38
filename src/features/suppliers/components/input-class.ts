/** The look of the page's text inputs (search, new name, rename). */
export const inputClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
