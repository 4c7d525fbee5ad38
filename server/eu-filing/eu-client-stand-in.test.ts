/**
 * The EU client against the stand-in (server/eu-stand-in/), in-process as the server reaches it: every
 * operation the journal and the register use, the lifecycle to AVAILABLE with both numbers, the 72-hour
 * window, grouping, a business-rule fault with the system's code, a wrong key refused, and the stand-in's
 * injected faults sorted as lost answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SdStatement } from '@core/eudr/dds-v3.ts';
import { createEuStandIn, DEMO_EU_ACCOUNT, type EuStandIn } from '../eu-stand-in/index.ts';
import { callPace, createEuClient } from './eu-client.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';
import { validRequest } from './test-harness.ts';

let standIn: EuStandIn;
let client: EuClient;
const pace = callPace(4);
const clientWith = (
  account: typeof DEMO_EU_ACCOUNT | { username: string; authenticationKey: string; clientId: string },
) =>
  createEuClient({
    baseUrl: 'http://eu-stand-in.internal',
    ...account,
    fetch: (url, init) => standIn.app.request(url, init),
    pace,
    timeoutMs: 2_000,
  });
const settle = () => new Promise((r) => setTimeout(r, 250));

beforeAll(async () => {
  standIn = await createEuStandIn({ dataDir: null, faults: true, delayMs: 100, timeoutHoldMs: 10_000 });
  client = clientWith(DEMO_EU_ACCOUNT);
});
afterAll(async () => {
  await standIn.close();
});

describe('the client against the stand-in', () => {
  it('echoes with the demo account; a wrong key is refused as the account, naming no secret', async () => {
    expect(await client.echo('Hello EUDR')).toBe('OK');
    const wrong = clientWith({ ...DEMO_EU_ACCOUNT, authenticationKey: 'not-the-key-4471' });
    const e = await wrong.echo('Hello EUDR').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EuAccountRefused);
    expect((e as Error).message).not.toContain('not-the-key-4471');
    const noClient = clientWith({ ...DEMO_EU_ACCOUNT, clientId: 'someone-else' });
    expect(await noClient.echo('x').catch((x: unknown) => x)).toBeInstanceOf(EuAccountRefused);
  });

  it('submits, finds by internal reference, follows to AVAILABLE with both numbers, amends and withdraws', async () => {
    const { uuid } = await client.submitDds(validRequest('SI-1'));
    const [first] = await client.getDdsByInternalReference('SI-1');
    expect(first).toMatchObject({ uuid, internalReferenceNumber: 'SI-1' });
    expect(['SUBMITTED', 'AVAILABLE']).toContain(first!.status);
    expect(await client.getDdsByInternalReference('SI-NOBODY')).toEqual([]);
    await settle();
    const [available] = await client.getDds([uuid]);
    expect(available!.status).toBe('AVAILABLE');
    expect(available!.referenceNumber).toMatch(/^[A-Z0-9]{14}$/);
    expect(available!.verificationNumber!.length).toBeGreaterThanOrEqual(5);
    const amended = { ...validRequest('SI-1').statement, comment: 'Second thoughts' };
    expect(await client.amendDds(uuid, amended)).toMatchObject({ uuid });
    const verified = await client.verifyDeclaration(
      available!.referenceNumber!,
      available!.verificationNumber!,
    );
    expect(verified.result).toBe('EXISTING_USABLE');
    expect(await client.withdrawDds(uuid)).toEqual({ uuid, status: 'WITHDRAWN' });
    const after = await client.verifyDeclaration(available!.referenceNumber!, available!.verificationNumber!);
    expect(after).toMatchObject({ result: 'EXISTING_NON_USABLE', status: 'WITHDRAWN' });
    expect((await client.verifyDeclaration('26XXXXXXXXXXXX', 'NOPE1')).result).toBe('NON_EXISTENT');
  });

  it('groups an AVAILABLE statement, which becomes GROUPED and can no longer be withdrawn', async () => {
    const { uuid: earlier } = await client.submitDds(validRequest('SI-G-1'));
    await settle();
    const [overview] = await client.getDds([earlier]);
    const referenceNumber = overview!.referenceNumber!;
    const grouping = validRequest('SI-G-2');
    grouping.statement.groupedDeclarations = [referenceNumber];
    await client.submitDds(grouping);
    await settle();
    expect((await client.getDds([earlier]))[0]!.status).toBe('GROUPED');
    const refused = await client.withdrawDds(earlier).catch((x: unknown) => x);
    expect(refused).toBeInstanceOf(EuFault);
  });

  it('a business-rule fault carries the system’s code', async () => {
    const request = validRequest('SI-BAD-1');
    request.statement.groupedDeclarations = ['26NOTAREALONE1'];
    const e = await client.submitDds(request).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EuFault);
    expect((e as EuFault).errors[0]!.code).toMatch(/^EUDR_/);
  });

  it('files and follows a simplified declaration', async () => {
    const statement: SdStatement = {
      internalReferenceNumber: 'SI-SD-1',
      activityType: 'DOMESTIC',
      countryOfActivity: 'BE',
      commodities: [
        {
          position: 1,
          descriptors: { descriptionOfGoods: 'Cocoa beans', goodsMeasure: { netWeight: 200 } },
          hsHeading: '1801',
          producers: [
            {
              producerPosition: 1,
              producerCountry: 'BE',
              producerName: 'Ferme',
              producerLocation: { postalAddress: [{ producerPostalCode: '1140', producerCity: 'Brussels' }] },
            },
          ],
        },
      ],
      geoLocationConfidential: false,
    };
    const answer = await client
      .submitSd({ operatorRole: 'MICRO_OPERATOR', statement })
      .catch((x: unknown) => x);
    expect(answer).not.toBeInstanceOf(Error);
    const { uuid } = answer as { uuid: string };
    expect((await client.getSdByInternalReference('SI-SD-1'))[0]!.uuid).toBe(uuid);
    expect((await client.getSd([uuid]))[0]!.uuid).toBe(uuid);
  });

  it('the stand-in’s injected faults are lost answers; a lost answer still filed the statement', async () => {
    const inject = (fault: string) =>
      standIn.app.request('/_sim/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operation: 'submitDds',
          fault,
          ...(fault === 'timeout' ? { holdMs: 5_000 } : {}),
        }),
      });
    await inject('http-500');
    expect(await client.submitDds(validRequest('SI-F-1')).catch((x: unknown) => x)).toBeInstanceOf(
      EuAnswerLost,
    );
    expect(await client.getDdsByInternalReference('SI-F-1')).toEqual([]);
    await inject('lose-answer');
    expect(await client.submitDds(validRequest('SI-F-2')).catch((x: unknown) => x)).toBeInstanceOf(
      EuAnswerLost,
    );
    expect(await client.getDdsByInternalReference('SI-F-2')).toHaveLength(1);
    await inject('timeout');
    const e = await client.submitDds(validRequest('SI-F-3')).catch((x: unknown) => x);
    // Our 2 s abort ends the stand-in's hold (504 in-process) or the wait itself: lost either way.
    expect(e).toBeInstanceOf(EuAnswerLost);
  });
});
