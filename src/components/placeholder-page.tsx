/** A page whose capability has not landed yet: says what will come, so nobody thinks it is broken. */
import { PageHeader } from './states.tsx';

export function PlaceholderPage({ title, coming }: { title: string; coming: string }) {
  return (
    <div className="p-6">
      <PageHeader title={title} />
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        <p className="font-medium">Coming soon</p>
        <p className="mt-2 text-sm">{coming}</p>
      </div>
    </div>
  );
}
