/**
 * The stand-in's SOAP endpoints at the Information System's paths (SERVICE_PATHS): echo (§3), DDS (§4.1),
 * SD (§4.2) and verify-declaration (Downstream reference §4.1). One POST handler per service: the per-address
 * throttle (§2.3.2), the envelope, the operation by its request element, injected faults, WS-Security
 * (§1.2.3), then the operation. Answers are `text/xml` SOAP 1.1; faults are HTTP 500 (SOAP 1.1 §6.2).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { HttpBindings } from '@hono/node-server';
import { EUDR_LIMITS, NAMESPACES, SERVICE_PATHS, uuidSchema } from '@core/eudr/dds-v3.ts';
import type { Operation, RateLimiter, StandInFaults } from './faults.ts';
import { OperationFault, SchemaFault, type StandInLifecycle } from './lifecycle.ts';
import { elementToValue, valueToElements, type ServiceKind } from './mapping.ts';
import { el, envelope, faultEnvelope, readEnvelope, SoapReadError, type OutElement } from './soap-xml.ts';
import {
  AUTH_FAILED,
  checkSecurity,
  type AuthRefusal,
  type EuStandInAccount,
  type NonceCache,
} from './wss.ts';

interface Service {
  kind: ServiceKind;
  ns: string;
  /** Request element -> operation. */
  operations: Record<string, Operation>;
}

export const SERVICES: Record<keyof typeof SERVICE_PATHS, Service> = {
  echo: { kind: 'echo', ns: NAMESPACES.echo, operations: { EudrEchoRequest: 'testEcho' } },
  dds: {
    kind: 'dds',
    ns: NAMESPACES.dds,
    operations: {
      SubmitDdsRequest: 'submitDds',
      AmendDdsRequest: 'amendDds',
      WithdrawDdsRequest: 'withdrawDds',
      GetDdsRequest: 'getDds',
      GetDdsByInternalReferenceRequest: 'getDdsByInternalReference',
      GetDdsByIdentifiersRequest: 'getDdsByIdentifiers',
    },
  },
  sd: {
    kind: 'sd',
    ns: NAMESPACES.sd,
    operations: {
      SubmitSdRequest: 'submitSd',
      UpdateSdRequest: 'updateSd',
      WithdrawSdRequest: 'withdrawSd',
      GetSdRequest: 'getSd',
      GetSdByInternalReferenceRequest: 'getSdByInternalReference',
      GetSdByIdentifiersRequest: 'getSdByIdentifiers',
    },
  },
  verify: {
    kind: 'verify',
    ns: NAMESPACES.verify,
    operations: { VerifyDeclarationRequest: 'verifyDeclaration' },
  },
};

/**
 * The largest request: 25 MB of geolocation (§10.3) grows by a third in base64, plus the rest of the
 * statement. Beyond it, 413 before the body is read whole.
 */
export const ECHO_PATH_OF_SECTION_3 = '/tracesnt/ws/eudr/echo';

export const MAX_REQUEST_BYTES = 40 * 1024 * 1024;

export interface SoapDeps {
  lifecycle: StandInLifecycle;
  accounts: readonly EuStandInAccount[];
  nonces: NonceCache;
  limiter: RateLimiter;
  faults: StandInFaults | null;
  now: () => number;
  /** Default hold of a "timeout" fault. */
  timeoutHoldMs: number;
  /** Held answers, released by close(). */
  holds: Set<() => void>;
}

/** The reason of a "reject" fault that names none. */
export const DEFAULT_REJECTION =
  'Geolocation check: a plot of the statement overlaps land deforested after 31 December 2020.';

const XML_HEADERS = { 'content-type': 'text/xml; charset=utf-8' };
const soap = (xml: string, status = 200) => new Response(xml, { status, headers: XML_HEADERS });

/** Node's request/response when served by @hono/node-server; absent when called in-process. */
function nodeBindings(env: unknown): HttpBindings | null {
  const e = env as Partial<HttpBindings> | undefined;
  return e?.incoming && e.outgoing ? (e as HttpBindings) : null;
}

/** The throttle's key: the connection's remote address, or "in-process" (the server's own client). */
export function callerAddress(c: Context): string {
  return nodeBindings(c.env)?.incoming.socket.remoteAddress ?? 'in-process';
}

/** A cut connection after the headers and a piece of the envelope: no readable answer. */
function cutAnswer(c: Context): Response {
  const start = "<?xml version='1.0' encoding='UTF-8'?><S:Envelope";
  const node = nodeBindings(c.env);
  if (node) {
    node.outgoing.writeHead(200, { ...XML_HEADERS, 'content-length': '4096' });
    node.outgoing.write(start);
    node.outgoing.socket?.destroy();
    return RESPONSE_ALREADY_SENT;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError('terminated: other side closed'));
    },
  });
  return new Response(body, { status: 200, headers: XML_HEADERS });
}

/** Holds the answer for `ms` (or until the caller gives up, or the stand-in closes). */
function hold(deps: SoapDeps, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      deps.holds.delete(done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    deps.holds.add(done);
    signal?.addEventListener('abort', done);
  });
}

/** §3.8 for the echo service; the other services answer the same words without a detail. */
function authFault(now: number, service: Service, refusal: AuthRefusal): string {
  if (service.kind === 'echo') {
    return faultEnvelope(now, {
      code: 'S:Server',
      string: 'EudrEchoServiceFault',
      detail: el('ns5:EudrEchoServiceFault', [el('ns5:errorMessage', refusal)], {
        'xmlns:ns5': NAMESPACES.echo,
      }),
    });
  }
  return faultEnvelope(now, { code: 'S:Server', string: refusal });
}

/** The response element, in the service's namespace (`ns5`, with `ns3` for the common types). */
function answer(service: Service, name: string, children: OutElement[]): OutElement {
  return el(`ns5:${name}`, children, { 'xmlns:ns3': NAMESPACES.common, 'xmlns:ns5': service.ns });
}

function requiredUuid(value: unknown, field: string): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw new SchemaFault(`Unmarshalling Error: ${field}: a UUID is required.`);
  return parsed.data;
}

function requiredText(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value)
    throw new SchemaFault(`Unmarshalling Error: ${field} is required.`);
  return value;
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Carries out one operation; its answer element. */
async function execute(
  deps: SoapDeps,
  service: Service,
  operation: Operation,
  value: Record<string, unknown>,
  account: EuStandInAccount,
  rejectReason: () => string | undefined,
): Promise<OutElement> {
  const { lifecycle } = deps;
  const kind = service.kind === 'sd' ? 'sd' : 'dds';
  const overviews = (listName: string, responseName: string, list: ReturnType<StandInLifecycle['get']>) =>
    answer(
      service,
      responseName,
      list.flatMap((o) => valueToElements(service.kind, listName, o)),
    );
  switch (operation) {
    case 'testEcho':
      requiredText(value.query, 'query');
      return answer(service, 'EudrEchoResponse', [el('ns5:status', 'OK')]);
    case 'submitDds':
    case 'submitSd': {
      const uuid = await lifecycle.submit(kind, account, value, { rejectReason });
      return kind === 'dds'
        ? answer(service, 'SubmitDdsResponse', [el('ns5:uuid', uuid)])
        : answer(service, 'SubmitSdResponse', [el('ns5:sdIdentifier', uuid)]);
    }
    case 'amendDds': {
      const r = await lifecycle.amend('dds', account, requiredUuid(value.uuid, 'uuid'), value.statement);
      return answer(service, 'AmendDdsResponse', [el('ns5:uuid', r.uuid), el('ns5:status', r.status)]);
    }
    case 'updateSd': {
      const r = await lifecycle.amend(
        'sd',
        account,
        requiredUuid(value.sdIdentifier, 'sdIdentifier'),
        value.statement,
      );
      return answer(service, 'UpdateSdResponse', [
        el('ns5:uuid', r.uuid),
        el('ns5:version', String(r.version)),
        el('ns5:status', r.status),
      ]);
    }
    case 'withdrawDds':
    case 'withdrawSd': {
      const id =
        kind === 'dds' ? requiredUuid(value.uuid, 'uuid') : requiredUuid(value.sdIdentifier, 'sdIdentifier');
      const r = lifecycle.withdraw(kind, account, id);
      return answer(service, kind === 'dds' ? 'WithdrawDdsResponse' : 'WithdrawSdResponse', [
        el('ns5:uuid', r.uuid),
        el('ns5:status', r.status),
      ]);
    }
    case 'getDds': {
      const uuids = ((value.uuidList as unknown[] | undefined) ?? []).map((u) => requiredUuid(u, 'uuidList'));
      if (!uuids.length) throw new SchemaFault('Unmarshalling Error: uuidList is required.');
      return overviews('ddsOverviewList', 'GetDdsResponse', lifecycle.get('dds', account, uuids));
    }
    case 'getSd': {
      const list = (value.uuidAndVersionNumberList as { uuid?: unknown }[] | undefined) ?? [];
      const uuids = list.map((u) => requiredUuid(u.uuid, 'uuidAndVersionNumberList.uuid'));
      if (!uuids.length) throw new SchemaFault('Unmarshalling Error: uuidAndVersionNumberList is required.');
      return overviews('sdOverviewList', 'GetSdResponse', lifecycle.get('sd', account, uuids));
    }
    case 'getDdsByInternalReference':
    case 'getSdByInternalReference': {
      const ref = requiredText(value.internalReference, 'internalReference');
      const list = lifecycle.byInternalReference(kind, account, ref);
      return kind === 'dds'
        ? overviews('ddsOverviewList', 'GetDdsByInternalReferenceResponse', list)
        : overviews('sdOverviewList', 'GetSdByInternalReferenceResponse', list);
    }
    case 'getDdsByIdentifiers':
    case 'getSdByIdentifiers': {
      const ids = (value.referenceAndVerificationNumber ?? {}) as Record<string, unknown>;
      const s = lifecycle.byIdentifiers(
        kind,
        account,
        optionalText(ids.referenceNumber),
        optionalText(ids.verificationNumber),
      );
      let statement: Record<string, unknown> = s.statement;
      if (kind === 'sd') {
        // §5.2.6: the answer names the declaring operator after the activity.
        const { internalReferenceNumber, activityType, ...rest } = s.statement;
        const operator = { operatorAddress: { country: s.referenceCountry }, operatorName: s.updatedBy };
        statement = { internalReferenceNumber, activityType, operator, ...rest };
      }
      return answer(
        service,
        kind === 'dds' ? 'GetDdsByIdentifiersResponse' : 'GetSdByIdentifiersResponse',
        valueToElements(service.kind, 'statement', statement),
      );
    }
    case 'verifyDeclaration': {
      const r = lifecycle.verify(optionalText(value.referenceNumber), optionalText(value.verificationNumber));
      return answer(service, 'VerifyDeclarationResponse', [
        el('ns5:result', r.result),
        ...(r.status ? [el('ns5:status', r.status)] : []),
        el('ns5:dateTime', r.dateTime),
      ]);
    }
  }
}

export function soapRoutes(deps: SoapDeps): Hono {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: MAX_REQUEST_BYTES,
    onError: (c) => c.text(`Request body too large: at most ${MAX_REQUEST_BYTES} bytes.`, 413),
  });
  for (const [key, service] of Object.entries(SERVICES) as [keyof typeof SERVICE_PATHS, Service][]) {
    app.post(SERVICE_PATHS[key], limit, (c) => handle(c, deps, service));
  }
  // §3 names the echo endpoint `/tracesnt/ws/eudr/echo` (the conformance tests' EudrEchoService too).
  app.post(ECHO_PATH_OF_SECTION_3, limit, (c) => handle(c, deps, SERVICES.echo));
  return app;
}

async function handle(c: Context, deps: SoapDeps, service: Service): Promise<Response> {
  const retryAfter = deps.limiter.take(callerAddress(c), deps.now());
  if (retryAfter !== null) {
    // What the Information System's gateway answers beyond 5 calls per second (§2.3.2): no SOAP envelope.
    return c.text(
      `Too many requests: at most ${EUDR_LIMITS.callsPerSecondPerAddress} calls per second per address.`,
      429,
      { 'retry-after': String(retryAfter) },
    );
  }
  let request;
  try {
    request = readEnvelope(await c.req.text());
  } catch (e) {
    if (e instanceof SoapReadError)
      return soap(faultEnvelope(deps.now(), { code: 'S:Client', string: e.message }), 500);
    throw e;
  }
  const op = request.operation;
  const operation = op.ns === service.ns ? service.operations[op.name] : undefined;
  if (!operation) {
    return soap(
      faultEnvelope(deps.now(), {
        code: 'S:Client',
        string: `Cannot find dispatch method for {${op.ns ?? ''}}${op.name}`,
      }),
      500,
    );
  }

  let loseAnswer = false;
  if (deps.faults) {
    const f = deps.faults.take(operation, ['http-500', 'timeout', 'authentication', 'lose-answer']);
    if (f?.fault === 'http-500') {
      return c.html('<html><body><h1>500 Internal Server Error</h1></body></html>', 500);
    }
    if (f?.fault === 'timeout') {
      await hold(deps, f.holdMs ?? deps.timeoutHoldMs, c.req.raw.signal);
      return c.text('Gateway Timeout', 504);
    }
    if (f?.fault === 'authentication') return soap(authFault(deps.now(), service, AUTH_FAILED), 500);
    loseAnswer = f?.fault === 'lose-answer';
  }

  const checked = checkSecurity(request.header, deps.accounts, deps.now(), deps.nonces);
  if ('refusal' in checked) return soap(authFault(deps.now(), service, checked.refusal), 500);

  let xml: string;
  let status = 200;
  try {
    const value = elementToValue(service.kind, service.ns, op);
    const rejectReason = () => {
      const reject = deps.faults?.take(operation, ['reject']);
      return reject ? (reject.reason ?? DEFAULT_REJECTION) : undefined;
    };
    xml = envelope(deps.now(), await execute(deps, service, operation, value, checked.account, rejectReason));
  } catch (e) {
    status = 500;
    if (e instanceof SoapReadError || e instanceof SchemaFault) {
      xml = faultEnvelope(deps.now(), { code: 'S:Client', string: e.message });
    } else if (e instanceof OperationFault) {
      xml = faultEnvelope(deps.now(), {
        code: 'S:Client',
        string: e.message,
        serviceNs: service.ns,
        detailName: e.detailName,
        errors: e.errors,
      });
    } else throw e;
  }
  // lose-answer: the request was carried out (the statement is stored); the answer never arrives whole.
  if (loseAnswer) return cutAnswer(c);
  return soap(xml, status);
}
