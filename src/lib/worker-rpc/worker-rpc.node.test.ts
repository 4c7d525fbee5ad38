/**
 * The worker protocol with fake workers: answers, events, cancellation, crash and silence (fake timers), and
 * the page's language carried with each call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, setCurrentLocale } from '@core/i18n/locales.ts';
import { createWorkerClient, WorkerStopped } from './client.ts';
import { HEARTBEAT_MS, WORKER_SILENCE_MS, type FromWorker, type ToWorker } from './protocol.ts';
import { serve, type WorkerScope } from './serve.ts';

type Api = {
  double: { args: number; answer: number };
  count: { args: { to: number }; answer: string; event: number };
  wait: { args: null; answer: string };
  hint: { args: string; answer: void };
};

/** A Worker whose messages the test reads and answers by hand. */
class FakeWorker {
  sent: { message: ToWorker; transfer: Transferable[] }[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(message: ToWorker, options?: { transfer?: Transferable[] }) {
    this.sent.push({ message, transfer: options?.transfer ?? [] });
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  crash(message: string) {
    const event = { message, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    this.onerror?.(event as unknown as ErrorEvent);
    return event;
  }
  lastCall() {
    const m = this.sent.at(-1)?.message;
    if (m?.rpc !== 'call') throw new Error('no call sent');
    return m;
  }
}

const SILENCE = 5000;

function setup(reviveError?: (e: unknown) => Error) {
  const workers: FakeWorker[] = [];
  const client = createWorkerClient<Api>(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    { silenceMs: SILENCE, reviveError },
  );
  return { client, workers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('answers', () => {
  it('matches each answer to its call by id, in any order', async () => {
    const { client, workers } = setup();
    expect(client.running).toBe(false);
    const a = client.call('double', 2);
    const b = client.call('double', 5);
    expect(workers).toHaveLength(1);
    expect(client.running).toBe(true);
    const [first, second] = workers[0]!.sent.map((s) => s.message);
    expect(first).toEqual({ rpc: 'call', id: 1, method: 'double', args: 2, locale: 'en' });
    expect(second).toEqual({ rpc: 'call', id: 2, method: 'double', args: 5, locale: 'en' });
    workers[0]!.reply({ rpc: 'answer', id: 2, value: 10 });
    workers[0]!.reply({ rpc: 'answer', id: 1, value: 4 });
    await expect(a).resolves.toBe(4);
    await expect(b).resolves.toBe(10);
  });

  it('hands streamed events to their call, in order, before the answer', async () => {
    const { client, workers } = setup();
    const events: number[] = [];
    const done = client.call('count', { to: 2 }, { onEvent: (e) => events.push(e) });
    const other = client.call('count', { to: 9 }, { onEvent: () => events.push(-1) });
    workers[0]!.reply({ rpc: 'event', id: 1, event: 1 });
    workers[0]!.reply({ rpc: 'event', id: 1, event: 2 });
    workers[0]!.reply({ rpc: 'answer', id: 1, value: 'counted' });
    // Events after the answer belong to no one.
    workers[0]!.reply({ rpc: 'event', id: 1, event: 3 });
    await expect(done).resolves.toBe('counted');
    expect(events).toEqual([1, 2]);
    void other.catch(() => undefined);
  });

  it("rejects with the worker's error, revived by the page's own function", async () => {
    class Special extends Error {}
    const { client, workers } = setup((e) => new Special((e as { message: string }).message));
    const call = client.call('double', 1);
    workers[0]!.reply({ rpc: 'fail', id: 1, error: { message: 'too big' } });
    await expect(call).rejects.toBeInstanceOf(Special);
    await expect(call).rejects.toThrow('too big');
  });

  it('sends the transfer list with the call and with a notification', () => {
    const { client, workers } = setup();
    const buffer = new ArrayBuffer(8);
    void client.call('double', 1, { transfer: [buffer] });
    client.notify('hint', 'x', [buffer]);
    expect(workers[0]!.sent.map((s) => s.transfer)).toEqual([[buffer], [buffer]]);
    expect(workers[0]!.sent[1]!.message).toEqual({ rpc: 'notify', method: 'hint', args: 'x' });
  });
});

describe('cancellation', () => {
  it('rejects at once with an AbortError, tells the worker, and ignores a late answer', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    const call = client.call('wait', null, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.sent.at(-1)!.message).toEqual({ rpc: 'cancel', id: 1 });
    workers[0]!.reply({ rpc: 'answer', id: 1, value: 'late' });
    // The other calls still work, and nothing waits: no deadline runs.
    const next = client.call('double', 3);
    workers[0]!.reply({ rpc: 'answer', id: 2, value: 6 });
    await expect(next).resolves.toBe(6);
    vi.advanceTimersByTime(SILENCE * 3);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const { client, workers } = setup();
    const call = client.call('wait', null, { signal: AbortSignal.abort() });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers).toHaveLength(0);
  });

  it('close() ends the worker and rejects what waits as cancelled', async () => {
    const { client, workers } = setup();
    const call = client.call('wait', null);
    client.close();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);
    expect(client.running).toBe(false);
  });
});

describe('a worker that crashes', () => {
  it('is terminated, every waiting call rejected with WorkerStopped, and replaced on the next call', async () => {
    const { client, workers } = setup();
    const a = client.call('wait', null);
    const b = client.call('double', 1);
    const event = workers[0]!.crash('Out of memory');
    expect(event.defaultPrevented).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    for (const call of [a, b]) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WorkerStopped);
      expect(error).toMatchObject({ reason: 'crashed', detail: 'Out of memory' });
    }
    expect(client.running).toBe(false);
    const again = client.call('double', 4);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.lastCall()).toMatchObject({ method: 'double', args: 4 });
    // The old worker's last words reach no one.
    workers[0]!.reply({ rpc: 'answer', id: 3, value: 0 });
    workers[1]!.reply({ rpc: 'answer', id: 3, value: 8 });
    await expect(again).resolves.toBe(8);
  });

  it('counts a message that cannot be read as a crash', async () => {
    const { client, workers } = setup();
    const call = client.call('wait', null);
    workers[0]!.onmessageerror?.();
    await expect(call).rejects.toMatchObject({
      reason: 'crashed',
      message: 'it sent a message that could not be read',
    });
    expect(workers[0]!.terminated).toBe(true);
  });

  it('names no detail it was not given', async () => {
    const { client, workers } = setup();
    const call = client.call('wait', null);
    workers[0]!.crash('');
    await expect(call).rejects.toMatchObject({ detail: 'it stopped with no message' });
  });
});

describe('a worker that stays silent', () => {
  it('is stopped exactly at the deadline, not a millisecond before', async () => {
    const { client, workers } = setup();
    const call = client.call('wait', null);
    let outcome: unknown = 'waiting';
    call.catch((e: unknown) => (outcome = e));
    vi.advanceTimersByTime(SILENCE - 1);
    await Promise.resolve();
    expect(outcome).toBe('waiting');
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(workers[0]!.terminated).toBe(true);
    expect(outcome).toBeInstanceOf(WorkerStopped);
    expect(outcome).toMatchObject({ reason: 'silent', detail: 'it gave no sign of life for 5 s' });
  });

  it('starts the deadline again at every sign of life, events and heartbeats alike', async () => {
    const { client, workers } = setup();
    const call = client.call('count', { to: 1 });
    let outcome: unknown = 'waiting';
    call.catch((e: unknown) => (outcome = e));
    vi.advanceTimersByTime(SILENCE - 1);
    workers[0]!.reply({ rpc: 'alive' });
    vi.advanceTimersByTime(SILENCE - 1);
    workers[0]!.reply({ rpc: 'event', id: 1, event: 1 });
    vi.advanceTimersByTime(SILENCE - 1);
    await Promise.resolve();
    expect(outcome).toBe('waiting');
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(outcome).toMatchObject({ reason: 'silent' });
  });

  it('waits WORKER_SILENCE_MS, the one deadline of every worker, when the client names none', async () => {
    const workers: FakeWorker[] = [];
    const client = createWorkerClient<Api>(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    });
    let outcome: unknown = 'waiting';
    client.call('wait', null).catch((e: unknown) => (outcome = e));
    vi.advanceTimersByTime(WORKER_SILENCE_MS - 1);
    await Promise.resolve();
    expect(outcome).toBe('waiting');
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(outcome).toMatchObject({ reason: 'silent', detail: 'it gave no sign of life for 60 s' });
    expect(WORKER_SILENCE_MS).toBeGreaterThan(10 * HEARTBEAT_MS);
  });

  it('never times out an idle worker (nothing waits on it)', async () => {
    const { client, workers } = setup();
    const call = client.call('double', 1);
    workers[0]!.reply({ rpc: 'answer', id: 1, value: 2 });
    await call;
    vi.advanceTimersByTime(SILENCE * 10);
    expect(workers[0]!.terminated).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a call past its own deadline', () => {
  const DEADLINE = 3 * SILENCE;

  it('stops the worker exactly at the deadline even while it says it is alive, and names the call', async () => {
    const { client, workers } = setup();
    const slow = client.call('count', { to: 1 }, { deadlineMs: DEADLINE });
    const other = client.call('wait', null);
    const outcomes: unknown[] = ['waiting', 'waiting'];
    slow.catch((e: unknown) => (outcomes[0] = e));
    other.catch((e: unknown) => (outcomes[1] = e));
    // Heartbeats keep the silence deadline away, step by step, up to 1 ms before the call's deadline.
    for (let t = 0; t < DEADLINE - 1; t += 1000) {
      vi.advanceTimersByTime(Math.min(1000, DEADLINE - 1 - t));
      workers[0]!.reply({ rpc: 'alive' });
    }
    await Promise.resolve();
    expect(outcomes).toEqual(['waiting', 'waiting']);
    expect(workers[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(workers[0]!.terminated).toBe(true);
    expect(outcomes[0]).toBeInstanceOf(WorkerStopped);
    expect(outcomes[0]).toMatchObject({ reason: 'deadline', detail: 'it took longer than 15 s' });
    expect(outcomes[1]).toMatchObject({
      reason: 'replaced',
      detail: 'it was stopped because another file took longer than 15 s',
    });
    // The next call gets a fresh worker.
    void client.call('double', 1).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });

  it('is cleared by an answer in time: nothing is stopped afterwards', async () => {
    const { client, workers } = setup();
    const call = client.call('double', 2, { deadlineMs: SILENCE / 2 });
    vi.advanceTimersByTime(SILENCE / 2 - 1);
    workers[0]!.reply({ rpc: 'answer', id: 1, value: 4 });
    await expect(call).resolves.toBe(4);
    vi.advanceTimersByTime(DEADLINE);
    expect(workers[0]!.terminated).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is cleared by a cancellation too', async () => {
    const { client, workers } = setup();
    const controller = new AbortController();
    const call = client.call('wait', null, { deadlineMs: DEADLINE, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    vi.advanceTimersByTime(DEADLINE);
    expect(workers[0]!.terminated).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** serve() in a fake worker scope, wired to a client: messages cross as they would, one task later. */
function loopback(handlers: Parameters<typeof serve<Api>>[0], serializeError?: (e: unknown) => unknown) {
  const fromWorker: FromWorker[] = [];
  let page: FakeWorker | null = null;
  const scope: WorkerScope = {
    onmessage: null,
    postMessage(message) {
      fromWorker.push(message);
      setTimeout(() => page?.reply(message), 0);
    },
  };
  serve<Api>(handlers, { scope, serializeError });
  const client = createWorkerClient<Api>(
    () => {
      page = new FakeWorker();
      page.postMessage = (message: ToWorker) =>
        void setTimeout(() => scope.onmessage?.({ data: message } as MessageEvent<ToWorker>), 0);
      return page as unknown as Worker;
    },
    { silenceMs: SILENCE },
  );
  return { client, fromWorker };
}

describe('serve(), the worker side', () => {
  const never = () => new Promise<never>(() => undefined);

  it('answers, streams events and reports a handler error by its message', async () => {
    const { client } = loopback({
      double: (n) => {
        if (n < 0) throw new Error('negative');
        return n * 2;
      },
      count: ({ to }, { emit }) => {
        for (let i = 1; i <= to; i++) emit(i);
        return 'counted';
      },
      wait: never,
      hint: () => undefined,
    });
    const events: number[] = [];
    const counted = client.call('count', { to: 3 }, { onEvent: (e) => events.push(e) });
    const doubled = client.call('double', 21);
    const failed = client.call('double', -1).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    await expect(counted).resolves.toBe('counted');
    expect(events).toEqual([1, 2, 3]);
    await expect(doubled).resolves.toBe(42);
    expect(await failed).toMatchObject({ message: 'negative' });
  });

  it("aborts the handler's signal when the page cancels, and posts nothing after", async () => {
    let seen: AbortSignal | null = null;
    const { client, fromWorker } = loopback({
      double: (n) => n,
      count: never,
      wait: (_args, { signal }) => {
        seen = signal;
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped')));
      },
      hint: () => undefined,
    });
    const controller = new AbortController();
    const call = client.call('wait', null, { signal: controller.signal });
    call.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen!.aborted).toBe(false);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen!.aborted).toBe(true);
    expect(fromWorker.filter((m) => m.rpc !== 'alive')).toEqual([]);
  });

  it('says it is alive every HEARTBEAT_MS while a call runs, and stops once none does', async () => {
    let finish = (_: string) => undefined as void;
    const { client, fromWorker } = loopback({
      double: (n) => n,
      count: never,
      wait: () => new Promise<string>((resolve) => (finish = resolve)),
      hint: () => undefined,
    });
    const call = client.call('wait', null);
    await vi.advanceTimersByTimeAsync(0);
    const alive = () => fromWorker.filter((m) => m.rpc === 'alive').length;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(alive()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(alive()).toBe(1);
    // Far past the page's deadline: the heartbeats keep a busy (not stuck) worker alive.
    await vi.advanceTimersByTimeAsync(SILENCE * 2);
    expect(alive()).toBe(1 + (SILENCE * 2) / HEARTBEAT_MS);
    finish('done');
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toBe('done');
    const after = alive();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 5);
    expect(alive()).toBe(after);
  });

  it('fails a call to a method it does not have, and serialises errors with the given function', async () => {
    const { client } = loopback(
      {
        double: () => {
          throw new TypeError('bad');
        },
        count: never,
        wait: never,
      } as never,
      (e) => ({ message: `${(e as Error).name}: ${(e as Error).message}` }),
    );
    const unknown = client.call('hint', 'x').catch((e: unknown) => e);
    const typed = client.call('double', 1).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5);
    expect(await unknown).toMatchObject({ message: 'Error: This worker has no method "hint".' });
    expect(await typed).toMatchObject({ message: 'TypeError: bad' });
  });

  it('runs a notification before the calls posted after it', async () => {
    const order: string[] = [];
    const { client } = loopback({
      double: (n) => (order.push(`double ${n}`), n),
      count: never,
      wait: never,
      hint: (text) => void order.push(`hint ${text}`),
    });
    client.notify('hint', 'first');
    const call = client.call('double', 2);
    await vi.advanceTimersByTimeAsync(5);
    await call;
    expect(order).toEqual(['hint first', 'double 2']);
  });
});

describe("the page's language", () => {
  afterEach(() => setCurrentLocale('en'));

  it('goes with every call, as it is when the call is made', () => {
    const { client, workers } = setup();
    setCurrentLocale('fr');
    void client.call('double', 1);
    expect(workers[0]!.lastCall().locale).toBe('fr');
    setCurrentLocale('id');
    void client.call('double', 2);
    expect(workers[0]!.lastCall().locale).toBe('id');
  });

  it("is the worker's while it runs the call, so the errors it words are in it", async () => {
    const seen: string[] = [];
    const fromWorker: FromWorker[] = [];
    const scope: WorkerScope = { onmessage: null, postMessage: (m) => void fromWorker.push(m) };
    serve<Api>(
      {
        double: (n) => (seen.push(currentLocale()), n),
        count: () => 'x',
        wait: () => 'x',
        hint: () => undefined,
      },
      { scope },
    );
    const send = (message: ToWorker) => scope.onmessage?.({ data: message } as MessageEvent<ToWorker>);
    send({ rpc: 'call', id: 1, method: 'double', args: 1, locale: 'pt' });
    // A call without a language, or with one we do not have, leaves the worker's as it was.
    send({ rpc: 'call', id: 2, method: 'double', args: 2 });
    send({ rpc: 'call', id: 3, method: 'double', args: 3, locale: 'xx' as never });
    send({ rpc: 'call', id: 4, method: 'double', args: 4, locale: 'es' });
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['pt', 'pt', 'pt', 'es']);
  });

  it('is loaded before a call in it runs, when the worker has not spoken it yet', async () => {
    vi.useRealTimers();
    // Fresh modules: the suite's set-up loaded every language into the shared ones.
    vi.resetModules();
    const fresh = await import('./serve.ts');
    const messages = await import('@core/i18n/messages.ts');
    expect(messages.hasCatalogue('id')).toBe(false);
    const said: string[] = [];
    const scope: WorkerScope = { onmessage: null, postMessage: () => undefined };
    fresh.serve<Api>(
      {
        double: (n) => (said.push(messages.sayNow('app.skip')), n),
        count: () => 'x',
        wait: () => 'x',
        hint: () => undefined,
      },
      { scope },
    );
    scope.onmessage?.({
      data: { rpc: 'call', id: 1, method: 'double', args: 1, locale: 'id' },
    } as MessageEvent<ToWorker>);
    try {
      await vi.waitFor(() => expect(said).toEqual(['Langsung ke isi']));
      expect(messages.hasCatalogue('id')).toBe(true);
    } finally {
      // The fresh copies stay in the module cache the next files of this worker share (`isolate: false`):
      // left speaking Indonesian, they made another file's English messages Indonesian.
      (await import('@core/i18n/locales.ts')).setCurrentLocale('en');
      vi.resetModules();
    }
  });
});
