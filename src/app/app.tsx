import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { describeError } from '@/lib/api/errors.ts';
import { importWithRetry } from '@/lib/import-with-retry.ts';
import {
  SupplierReportMakerContext,
  type SupplierReportMakerProps,
} from '@/lib/report/supplier-report-maker.ts';
import { FilingSlotsContext } from '@/lib/filing/filing-slots.tsx';
import { filingSlots } from '@/features/filing/slots.tsx';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

// The code is fetched when a page first asks for a report; when it cannot be, the page is told why (it
// never falls to the page's error screen).
const LazyReportMaker = lazy<ComponentType<SupplierReportMakerProps>>(() =>
  importWithRetry(() => import('./supplier-report-maker.tsx')).then(
    (m) => ({ default: m.SupplierReportMaker }),
    (error: unknown) => ({
      default: (props: SupplierReportMakerProps) => <MakerUnloaded {...props} error={error} />,
    }),
  ),
);

function MakerUnloaded({ onState, error }: SupplierReportMakerProps & { error: unknown }) {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    onState({ status: 'failed', reason: describeError(error) });
  });
  return null;
}

/** The suppliers feature's report, for the pages of other features that pin it (the statement package). */
function ReportMaker(props: SupplierReportMakerProps) {
  return (
    <Suspense fallback={null}>
      <LazyReportMaker {...props} />
    </Suspense>
  );
}

const renderReportMaker = (props: SupplierReportMakerProps) => <ReportMaker {...props} />;

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <SupplierReportMakerContext.Provider value={renderReportMaker}>
          {/* Filing with the EU on the Plots and supplier pages (features never import one another). */}
          <FilingSlotsContext.Provider value={filingSlots}>
            <RouterProvider router={router} />
          </FilingSlotsContext.Provider>
        </SupplierReportMakerContext.Provider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
