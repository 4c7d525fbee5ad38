/**
 * The EU client against the Operator API Reference's own samples (§5.1 DDS, §5.2 SD, §3.6–3.8 echo;
 * Downstream reference §5.1): the envelope it builds, element by element, the WS-Security digest, the
 * SOAPAction of the WSDL, and each kind of answer sorted as the journal needs (fault, account refused,
 * answer lost). The credentials never appear in an error.
 */
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { DdsStatement } from '@core/eudr/dds-v3.ts';
import { NAMESPACES } from '@core/eudr/dds-v3.ts';
import { buildEnvelope, createEuClient, passwordDigest, statementXml } from './eu-client.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';

const CREDENTIALS = {
  username: 'ws-user-7731',
  authenticationKey: 'k3y-Very-Secret-991',
  clientId: 'client-eudr-42',
};
const secrets = Object.values(CREDENTIALS);

/** §5.1.1's sample statement (with an internal reference: ours are required). */
const SAMPLE: DdsStatement = {
  internalReferenceNumber: 'REF-1',
  activityType: 'IMPORT',
  countryOfActivity: 'BE',
  borderCrossCountry: 'BE',
  commodities: [
    {
      position: 1,
      descriptors: {
        descriptionOfGoods: 'Test wood product',
        goodsMeasure: { netWeight: 200, supplementaryUnit: 20, supplementaryUnitQualifier: 'MTQ' },
      },
      hsHeading: '4410',
      speciesInfo: [{ scientificName: 'Bifora testiculata', commonName: 'Test Name' }],
      producers: [
        { position: 1, country: 'FR', name: 'Producer Name', geometryGeojson: 'BASE64_ENCODED_GEOJSON' },
      ],
    },
  ],
  geoLocationConfidential: false,
};

/** §5.1.1's body, as the reference prints it (whitespace between elements removed). */
const SAMPLE_BODY =
  '<soapenv:Body><dds:SubmitDdsRequest><dds:operatorRole>OPERATOR</dds:operatorRole><dds:statement><dds:internalReferenceNumber>REF-1</dds:internalReferenceNumber><dds:activityType>IMPORT</dds:activityType><dds:countryOfActivity>BE</dds:countryOfActivity><dds:borderCrossCountry>BE</dds:borderCrossCountry><dds:commodities><dds:position>1</dds:position><dds:descriptors><eudrCommon:descriptionOfGoods>Test wood product</eudrCommon:descriptionOfGoods><eudrCommon:goodsMeasure><eudrCommon:netWeight>200</eudrCommon:netWeight><eudrCommon:supplementaryUnit>20</eudrCommon:supplementaryUnit><eudrCommon:supplementaryUnitQualifier>MTQ</eudrCommon:supplementaryUnitQualifier></eudrCommon:goodsMeasure></dds:descriptors><dds:hsHeading>4410</dds:hsHeading><dds:speciesInfo><dds:scientificName>Bifora testiculata</dds:scientificName><dds:commonName>Test Name</dds:commonName></dds:speciesInfo><dds:producers><dds:position>1</dds:position><dds:country>FR</dds:country><dds:name>Producer Name</dds:name><dds:geometryGeojson>BASE64_ENCODED_GEOJSON</dds:geometryGeojson></dds:producers></dds:commodities><dds:geoLocationConfidential>false</dds:geoLocationConfidential></dds:statement></dds:SubmitDdsRequest></soapenv:Body>';

const envelope = (body: string) =>
  `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${body}</S:Body></S:Envelope>`;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A client whose every call is answered with `status` and `text` (or `fail` thrown), recording what it sent. */
function clientAnswering(answer: { status?: number; text?: string; fail?: Error }, timeoutMs?: number) {
  const sent: Sent[] = [];
  const client = createEuClient({
    baseUrl: 'https://acceptance.eudr.webcloud.ec.europa.eu/',
    ...CREDENTIALS,
    timeoutMs,
    fetch: (url, init) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: init.body as string });
      if (answer.fail) return Promise.reject(answer.fail);
      return new Response(answer.text ?? '', { status: answer.status ?? 200 });
    },
  });
  return { client, sent };
}

const prefixed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

describe('the envelope', () => {
  it('writes §5.1.1 submitDds body element for element, in the XSD order whatever the input order', () => {
    const shuffled = Object.fromEntries(Object.entries(SAMPLE).reverse()) as DdsStatement;
    const xml = buildEnvelope(
      'dds',
      {
        'dds:SubmitDdsRequest': {
          'dds:operatorRole': 'OPERATOR',
          'dds:statement': statementXml(shuffled, 'dds'),
        },
      },
      CREDENTIALS,
      new Date('2026-01-15T10:00:00.000Z'),
    );
    expect(xml.slice(xml.indexOf('<soapenv:Body>'))).toBe(`${SAMPLE_BODY}</soapenv:Envelope>`);
  });

  it('writes §5.1.2 grouped declarations: one dds:groupedDeclarations per reference, eudrCommon inside', () => {
    const xml = JSON.stringify(
      statementXml({ ...SAMPLE, groupedDeclarations: ['26FRYUI34JTQKB', '26FRLSCV861ZVV'] }, 'dds'),
    );
    expect(JSON.parse(xml)['dds:groupedDeclarations']).toEqual([
      { 'eudrCommon:groupedDeclaration': '26FRYUI34JTQKB' },
      { 'eudrCommon:groupedDeclaration': '26FRLSCV861ZVV' },
    ]);
  });

  it('escapes text (no string templates): a reference with markup stays text', () => {
    const xml = buildEnvelope(
      'dds',
      { 'dds:GetDdsByInternalReferenceRequest': { 'dds:internalReference': 'A</dds:x><b>&' } },
      CREDENTIALS,
      new Date(),
    );
    expect(xml).toContain('<dds:internalReference>A&lt;/dds:x&gt;&lt;b&gt;&amp;</dds:internalReference>');
  });

  it('carries WS-Security as §3.6 / §5.1.1: timestamp of 5 minutes, digest of nonce, created and key, the client id', () => {
    const nonce = Buffer.alloc(16, 7);
    const xml = buildEnvelope(
      'echo',
      { 'echo:EudrEchoRequest': { 'echo:query': 'Hello EUDR' } },
      CREDENTIALS,
      new Date('2026-01-15T10:00:00.000Z'),
      nonce,
    );
    const env = prefixed.parse(xml)['soapenv:Envelope'];
    expect(env['@_xmlns:soapenv']).toBe(NAMESPACES.soapenv);
    expect(env['@_xmlns:v4']).toBe(NAMESPACES.base);
    expect(env['@_xmlns:echo']).toBe(NAMESPACES.echo);
    const security = env['soapenv:Header']['wsse:Security'];
    expect(security['@_xmlns:wsse']).toBe(NAMESPACES.wsse);
    expect(security['wsu:Timestamp']).toMatchObject({
      'wsu:Created': '2026-01-15T10:00:00.000Z',
      'wsu:Expires': '2026-01-15T10:05:00.000Z',
    });
    const token = security['wsse:UsernameToken'];
    expect(token['wsse:Username']).toBe(CREDENTIALS.username);
    const expected = createHash('sha1')
      .update(
        Buffer.concat([
          nonce,
          Buffer.from('2026-01-15T10:00:00.000Z'),
          Buffer.from(CREDENTIALS.authenticationKey),
        ]),
      )
      .digest('base64');
    expect(token['wsse:Password']['#text']).toBe(expected);
    expect(token['wsse:Password']['@_Type']).toMatch(/#PasswordDigest$/);
    expect(token['wsse:Nonce']['#text']).toBe(nonce.toString('base64'));
    expect(token['wsu:Created']).toBe('2026-01-15T10:00:00.000Z');
    expect(env['soapenv:Header']['v4:WebServiceClientId']).toBe(CREDENTIALS.clientId);
    // The key itself is never in the envelope.
    expect(xml).not.toContain(CREDENTIALS.authenticationKey);
    expect(passwordDigest(nonce, 'x', 'k')).not.toBe(passwordDigest(nonce, 'x', 'K'));
  });

  it('sends to the service path with the WSDL SOAPAction and a fresh 16-byte nonce each call', async () => {
    const { client, sent } = clientAnswering({
      text: envelope(
        '<ns5:SubmitDdsResponse xmlns:ns5="x"><ns5:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns5:uuid></ns5:SubmitDdsResponse>',
      ),
    });
    await client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE });
    await client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE });
    expect(sent[0]!.url).toBe(
      'https://acceptance.eudr.webcloud.ec.europa.eu/tracesnt/ws/EUDRDueDiligenceStatementServiceV3',
    );
    expect(sent[0]!.headers.soapaction).toBe(
      '"http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3/submitDds"',
    );
    expect(sent[0]!.headers['content-type']).toBe('text/xml; charset=utf-8');
    const nonces = sent.map((s) => /<wsse:Nonce[^>]*>([^<]+)</.exec(s.body)![1]!);
    expect(Buffer.from(nonces[0]!, 'base64')).toHaveLength(16);
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('the answers (the reference samples)', () => {
  it('reads §5.1.1 submitDds with the real system prefixes', async () => {
    const text =
      '<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Header><ns2:Security xmlns:ns1="u" xmlns:ns2="s"><ns1:Timestamp><ns1:Created>2026-05-20T11:52:32.854+02:00</ns1:Created></ns1:Timestamp></ns2:Security></S:Header><S:Body><ns5:SubmitDdsResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"><ns5:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns5:uuid></ns5:SubmitDdsResponse></S:Body></S:Envelope>';
    const { client } = clientAnswering({ text });
    expect(await client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE })).toEqual({
      uuid: '071874bd-8c62-4cac-8eb6-b2fbe003410c',
    });
  });

  it('reads §5.1.5 getDds overviews, numbers as text', async () => {
    const { client, sent } = clientAnswering({
      text: envelope(
        '<ns5:GetDdsResponse xmlns:ns3="c" xmlns:ns5="d"><ns5:ddsOverviewList><ns3:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns3:uuid><ns3:internalReferenceNumber>26BEDWNW9JD1TN</ns3:internalReferenceNumber><ns3:referenceNumber>26BE7XTVCZAQ2S</ns3:referenceNumber><ns3:verificationNumber>00012345</ns3:verificationNumber><ns3:status>AVAILABLE</ns3:status><ns3:date>2026-05-20T09:55:01.000Z</ns3:date><ns3:updatedBy>User3 User3</ns3:updatedBy><ns3:version>1</ns3:version></ns5:ddsOverviewList></ns5:GetDdsResponse>',
      ),
    });
    expect(await client.getDds(['071874bd-8c62-4cac-8eb6-b2fbe003410c'])).toEqual([
      {
        uuid: '071874bd-8c62-4cac-8eb6-b2fbe003410c',
        internalReferenceNumber: '26BEDWNW9JD1TN',
        referenceNumber: '26BE7XTVCZAQ2S',
        verificationNumber: '00012345',
        status: 'AVAILABLE',
        date: '2026-05-20T09:55:01.000Z',
        updatedBy: 'User3 User3',
        version: 1,
      },
    ]);
    expect(sent[0]!.body).toContain(
      '<dds:GetDdsRequest><dds:uuidList>071874bd-8c62-4cac-8eb6-b2fbe003410c</dds:uuidList></dds:GetDdsRequest>',
    );
    await expect(client.getDds(Array.from({ length: 101 }, (_, i) => String(i)))).rejects.toThrow(/100/);
  });

  it('reads a rejection reason and the authority message', async () => {
    const { client } = clientAnswering({
      text: envelope(
        '<a:GetDdsResponse xmlns:a="d" xmlns:b="c"><a:ddsOverviewList><b:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</b:uuid><b:internalReferenceNumber>R</b:internalReferenceNumber><b:status>REJECTED</b:status><b:rejectionReason>Overlaps a protected area</b:rejectionReason><b:communicationToOperator><b:date>2026-05-21</b:date><b:content>Send the map</b:content></b:communicationToOperator></a:ddsOverviewList></a:GetDdsResponse>',
      ),
    });
    const [o] = await client.getDds(['071874bd-8c62-4cac-8eb6-b2fbe003410c']);
    expect(o).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Overlaps a protected area',
      communicationToOperator: { date: '2026-05-21', content: 'Send the map' },
    });
  });

  it('reads §5.2.1 submitSd (sdIdentifier) and §5.2.2 updateSd; writes sd:uuidAndVersionNumberList for getSd', async () => {
    const { client } = clientAnswering({
      text: envelope(
        '<ns5:SubmitSdResponse xmlns:ns5="s"><ns5:sdIdentifier>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns5:sdIdentifier></ns5:SubmitSdResponse>',
      ),
    });
    const sd = {
      operatorRole: 'MICRO_OPERATOR' as const,
      statement: {
        internalReferenceNumber: 'SD-1',
        activityType: 'DOMESTIC' as const,
        commodities: [
          {
            position: 1,
            descriptors: { descriptionOfGoods: 'Cocoa', goodsMeasure: { netWeight: 200 } },
            hsHeading: '1801',
            producers: [{ producerCountry: 'BE', producerLocation: { cadastralIdentifier: ['BE-BRU-1'] } }],
          },
        ],
        geoLocationConfidential: false,
      },
    };
    expect(await client.submitSd(sd)).toEqual({ uuid: 'e3b3206d-6625-47a0-b2ef-b8a7b9da1217' });
    const update = clientAnswering({
      text: envelope(
        '<ns5:UpdateSdResponse xmlns:ns5="s"><ns5:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns5:uuid><ns5:version>2</ns5:version><ns5:status>AVAILABLE</ns5:status></ns5:UpdateSdResponse>',
      ),
    });
    expect(await update.client.updateSd('e3b3206d-6625-47a0-b2ef-b8a7b9da1217', sd.statement)).toEqual({
      uuid: 'e3b3206d-6625-47a0-b2ef-b8a7b9da1217',
      status: 'AVAILABLE',
    });
    expect(update.sent[0]!.body).toContain(
      '<sd:producerLocation><sd:cadastralIdentifier>BE-BRU-1</sd:cadastralIdentifier></sd:producerLocation>',
    );
    const get = clientAnswering({ text: envelope('<ns5:GetSdResponse xmlns:ns5="s"></ns5:GetSdResponse>') });
    expect(await get.client.getSd(['e3b3206d-6625-47a0-b2ef-b8a7b9da1217'])).toEqual([]);
    expect(get.sent[0]!.body).toContain(
      '<sd:uuidAndVersionNumberList><eudrCommon:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</eudrCommon:uuid></sd:uuidAndVersionNumberList>',
    );
  });

  it('names every DDS and SD modification and lookup as the reference does (one generic path serves both)', async () => {
    const uuid = 'e3b3206d-6625-47a0-b2ef-b8a7b9da1217';
    const calls = [
      ['WithdrawSdResponse', (c: EuClient) => c.withdrawSd(uuid)],
      ['WithdrawDdsResponse', (c: EuClient) => c.withdrawDds(uuid)],
      ['AmendDdsResponse', (c: EuClient) => c.amendDds(uuid, SAMPLE)],
      ['GetSdByInternalReferenceResponse', (c: EuClient) => c.getSdByInternalReference('SD-1')],
      ['GetDdsByInternalReferenceResponse', (c: EuClient) => c.getDdsByInternalReference('DDS-1')],
    ] as const;
    const sent: { action: string; body: string }[] = [];
    for (const [response, run] of calls) {
      const answering = clientAnswering({
        text: envelope(
          `<ns5:${response} xmlns:ns5="s"><ns5:uuid>${uuid}</ns5:uuid><ns5:status>WITHDRAWN</ns5:status></ns5:${response}>`,
        ),
      });
      await run(answering.client);
      sent.push({ action: answering.sent[0]!.headers.soapaction!, body: answering.sent[0]!.body });
    }
    expect(sent[0]!.action).toBe(`"${NAMESPACES.sd}/withdrawSd"`);
    expect(sent[0]!.body).toContain(
      `<sd:WithdrawSdRequest><sd:sdIdentifier>${uuid}</sd:sdIdentifier></sd:WithdrawSdRequest>`,
    );
    expect(sent[1]!.action).toBe(`"${NAMESPACES.dds}/withdrawDds"`);
    expect(sent[1]!.body).toContain(
      `<dds:WithdrawDdsRequest><dds:uuid>${uuid}</dds:uuid></dds:WithdrawDdsRequest>`,
    );
    expect(sent[2]!.action).toBe(`"${NAMESPACES.dds}/amendDds"`);
    expect(sent[2]!.body).toContain(`<dds:AmendDdsRequest><dds:uuid>${uuid}</dds:uuid><dds:statement>`);
    expect(sent[3]!.action).toBe(`"${NAMESPACES.sd}/getSdByInternalReference"`);
    expect(sent[3]!.body).toContain(
      '<sd:GetSdByInternalReferenceRequest><sd:internalReference>SD-1</sd:internalReference></sd:GetSdByInternalReferenceRequest>',
    );
    expect(sent[4]!.action).toBe(`"${NAMESPACES.dds}/getDdsByInternalReference"`);
    expect(sent[4]!.body).toContain(
      '<dds:GetDdsByInternalReferenceRequest><dds:internalReference>DDS-1</dds:internalReference></dds:GetDdsByInternalReferenceRequest>',
    );
  });

  it('reads the Downstream §5.1.2–5.1.4 verify answers', async () => {
    const usable = clientAnswering({
      text: '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"> <soapenv:Body> <verify:VerifyDeclarationResponse xmlns:verify="v"> <verify:result>EXISTING_USABLE</verify:result> <verify:status>AVAILABLE</verify:status> <verify:dateTime>2026-05-20T10:00:00.000Z</verify:dateTime> </verify:VerifyDeclarationResponse> </soapenv:Body> </soapenv:Envelope>',
    });
    expect(await usable.client.verifyDeclaration('EUDR00000001BE', 'VN-2025-ABC12')).toEqual({
      result: 'EXISTING_USABLE',
      status: 'AVAILABLE',
      dateTime: '2026-05-20T10:00:00.000Z',
    });
    expect(usable.sent[0]!.headers.soapaction).toBe(
      '"http://ec.europa.eu/tracesnt/certificate/eudr/verification/v3/verify-declaration"',
    );
    expect(usable.sent[0]!.body).toContain(
      '<verify:VerifyDeclarationRequest><verify:referenceNumber>EUDR00000001BE</verify:referenceNumber><verify:verificationNumber>VN-2025-ABC12</verify:verificationNumber></verify:VerifyDeclarationRequest>',
    );
    const none = clientAnswering({
      text: envelope(
        '<verify:VerifyDeclarationResponse xmlns:verify="v"><verify:result>NON_EXISTENT</verify:result><verify:dateTime>2026-05-20T10:00:00.000Z</verify:dateTime></verify:VerifyDeclarationResponse>',
      ),
    });
    expect(await none.client.verifyDeclaration('X', 'Y1234')).toEqual({
      result: 'NON_EXISTENT',
      status: null,
      dateTime: '2026-05-20T10:00:00.000Z',
    });
  });
});

describe('what goes wrong, sorted for the journal', () => {
  const fault = (detail: string, faultstring = 'Business rules validation failed') =>
    envelope(
      `<S:Fault><faultcode>S:Server</faultcode><faultstring>${faultstring}</faultstring><detail>${detail}</detail></S:Fault>`,
    );
  const noSecrets = (e: unknown) => {
    const text = `${(e as Error).message} ${JSON.stringify(e)}`;
    for (const s of secrets) expect(text).not.toContain(s);
  };
  const caught = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      noSecrets(e);
      return e;
    }
    throw new Error('expected a failure');
  };

  it('a business-rules fault: EuFault with each Error ID, Message and Field', async () => {
    const { client } = clientAnswering({
      status: 500,
      text: fault(
        '<ns5:BusinessRulesValidationException xmlns:ns5="d" xmlns:ns4="b"><ns4:Error><ns4:ID>EUDR_COMMODITIES_HS_CODE_INVALID</ns4:ID><ns4:Message languageID="en">HS code invalid</ns4:Message><ns4:Field languageID="en">hsHeading</ns4:Field></ns4:Error><ns4:Error><ns4:ID>EUDR_ACTIVITY_TYPE_INVALID</ns4:ID><ns4:Message>Activity invalid</ns4:Message></ns4:Error></ns5:BusinessRulesValidationException>',
      ),
    });
    const e = (await caught(client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE }))) as EuFault;
    expect(e).toBeInstanceOf(EuFault);
    expect(e.faultName).toBe('BusinessRulesValidationException');
    expect(e.errors).toEqual([
      { code: 'EUDR_COMMODITIES_HS_CODE_INVALID', field: 'hsHeading', message: 'HS code invalid' },
      { code: 'EUDR_ACTIVITY_TYPE_INVALID', field: null, message: 'Activity invalid' },
    ]);
  });

  it('the Downstream §5.1.5/5.1.6 faults (lower-case errors, a permission message)', async () => {
    const rules = clientAnswering({
      status: 500,
      text: fault(
        '<verify:BusinessRulesValidationException xmlns:verify="v"><errors><error><field>referenceNumber</field><message>Reference number format is invalid</message></error></errors></verify:BusinessRulesValidationException>',
      ),
    });
    const e1 = (await caught(rules.client.verifyDeclaration('X', 'Y1234'))) as EuFault;
    expect(e1.errors).toEqual([
      {
        code: 'BusinessRulesValidationException',
        field: 'referenceNumber',
        message: 'Reference number format is invalid',
      },
    ]);
    const denied = clientAnswering({
      status: 500,
      text: fault(
        '<verify:PermissionDeniedException xmlns:verify="v"><message>User does not have permission to verify declarations</message></verify:PermissionDeniedException>',
        'Permission denied',
      ),
    });
    const e2 = (await caught(denied.client.verifyDeclaration('X', 'Y1234'))) as EuFault;
    expect(e2).toBeInstanceOf(EuFault);
    expect(e2.errors).toEqual([
      {
        code: 'PermissionDeniedException',
        field: null,
        message: 'User does not have permission to verify declarations',
      },
    ]);
  });

  it('§3.8 authentication failed and a timestamp refusal: EuAccountRefused; 429: throttled', async () => {
    const auth = clientAnswering({
      status: 500,
      text: fault(
        '<echo:EudrEchoServiceFault xmlns:echo="e"><echo:errorMessage>Authentication failed</echo:errorMessage></echo:EudrEchoServiceFault>',
        'EudrEchoServiceFault',
      ),
    });
    const e1 = await caught(auth.client.echo('Hello EUDR'));
    expect(e1).toBeInstanceOf(EuAccountRefused);
    expect((e1 as EuAccountRefused).throttled).toBe(false);
    const stamp = clientAnswering({
      status: 500,
      text: envelope(
        '<S:Fault><faultcode>wsse:MessageExpired</faultcode><faultstring>Timestamp expired</faultstring></S:Fault>',
      ),
    });
    expect(await caught(stamp.client.getDds(['a']))).toBeInstanceOf(EuAccountRefused);
    const slow = clientAnswering({ status: 429, text: 'Too many requests' });
    const e3 = await caught(slow.client.getDds(['a']));
    expect((e3 as EuAccountRefused).throttled).toBe(true);
  });

  it('NotFoundException of a look-up is an empty list, not a failure', async () => {
    const { client } = clientAnswering({
      status: 500,
      text: fault(
        '<ns5:NotFoundException xmlns:ns5="d"><message>No DDS found</message></ns5:NotFoundException>',
        'Not found',
      ),
    });
    expect(await client.getDdsByInternalReference('NOPE')).toEqual([]);
  });

  it('nothing readable is EuAnswerLost: a 5xx page, a cut connection, a timeout, a 200 of something else', async () => {
    const page = clientAnswering({ status: 502, text: '<html>Bad gateway</html>' });
    expect(
      await caught(page.client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE })),
    ).toBeInstanceOf(EuAnswerLost);
    const cut = clientAnswering({ fail: new TypeError('fetch failed: socket hang up') });
    expect(
      await caught(cut.client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE })),
    ).toBeInstanceOf(EuAnswerLost);
    const other = clientAnswering({ text: envelope('<x:Other xmlns:x="o"/>') });
    expect(
      await caught(other.client.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE })),
    ).toBeInstanceOf(EuAnswerLost);
    const hanging = createEuClient({
      baseUrl: 'https://x.invalid',
      ...CREDENTIALS,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason as Error)),
        ),
    });
    const e = await caught(hanging.submitDds({ operatorRole: 'OPERATOR', statement: SAMPLE }));
    expect(e).toBeInstanceOf(EuAnswerLost);
    expect((e as Error).message).toMatch(/within 50 ms/);
  });
});
