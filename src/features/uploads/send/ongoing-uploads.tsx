/** The project's uploads that are not finished yet (status without uploadId), each one a link to follow it. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ongoingUploadQueries } from '@/lib/project/ongoing-upload-queries.ts';

export function OngoingUploads({
  projectId,
  followedId,
}: {
  projectId: string | undefined;
  followedId: string | undefined;
}) {
  const { kind } = useConnection();
  const query = useQuery(ongoingUploadQueries.list(kind, projectId));
  const list = query.data?.results ?? [];
  return (
    <section aria-labelledby="ongoing-title" className="rounded-lg border border-slate-200 bg-white p-3">
      <h2 id="ongoing-title" className="font-semibold text-slate-900">
        Ongoing uploads in this project
      </h2>
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : query.isError ? (
        <p className="text-sm text-red-900">
          Could not load them.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">None: every upload of this project has ended.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {list.map((u) => (
            <li key={u.uploadId}>
              <Link
                to="/uploads"
                search={(prev) => ({ ...prev, upload: u.uploadId })}
                className={`underline ${u.uploadId === followedId ? 'font-semibold' : ''}`}
              >
                {u.supplier}
              </Link>{' '}
              — {u.status}
              {u.isOverwrite ? ', replacing all plots' : ''}, since {new Date(u.createdAt).toLocaleString()}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
