// @vitest-environment node
/**
 * The EU stand-in against the Commission's own samples: each request below is the Operator API Reference's
 * sample (§3.6, §5.1, §5.2; Downstream reference §5.1) with its `{{wsse_*}}` placeholders filled in, and
 * each answer is compared, element by element (namespace and name), with the reference's sample response.
 * Then WS-Security on both sides, the throttle, the 72-hour window step by step, grouping, the faults and a
 * restart.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAMESPACES, SERVICE_PATHS } from '@core/eudr/dds-v3.ts';
import { readConfig } from '../config.ts';
import { DEMO_EU_ACCOUNT } from './demo-account.ts';
import { createEuStandIn, euStandInOptions, type EuStandIn, type EuStandInOptions } from './index.ts';
import { ERROR_NS, parseXml, type XmlElement } from './soap-xml.ts';

// ---------------------------------------------------------------------------------------------------------
// The reference's samples (verbatim but for line breaks)

/** §5.1.1's request header, used where a sample says "SOAP Header with WS-Security (same as submitDds)". */
const HEADER = `<soapenv:Header> <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"> <wsu:Timestamp wsu:Id="TS-1"> <wsu:Created>{{wsse_created}}</wsu:Created> <wsu:Expires>{{wsse_expires}}</wsu:Expires> </wsu:Timestamp> <wsse:UsernameToken wsu:Id="UT-1"> <wsse:Username>{{wsse_username}}</wsse:Username> <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">{{wsse_passwordDigest}}</wsse:Password> <wsse:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">{{wsse_nonce}}</wsse:Nonce> <wsu:Created>{{wsse_created}}</wsu:Created> </wsse:UsernameToken> </wsse:Security> <v4:WebServiceClientId>YOUR_CLIENT_ID</v4:WebServiceClientId> </soapenv:Header>`;
const SAME_HEADER = /<!-- SOAP Header with WS-Security \(same as submit(Dds|Sd)\) -->/;

/** §3.6 (its own prefixes: base: for the client id). */
const ECHO_REQUEST = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:echo="http://ec.europa.eu/tracesnt/eudr/echo" xmlns:base="http://ec.europa.eu/sanco/tracesnt/base/v4"> <soapenv:Header> <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"> <wsu:Timestamp> <wsu:Created>{{wsse_created}}</wsu:Created> <wsu:Expires>{{wsse_expires}}</wsu:Expires> </wsu:Timestamp> <wsse:UsernameToken> <wsse:Username>{{wsse_username}}</wsse:Username> <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">{{wsse_passwordDigest}}</wsse:Password> <wsse:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">{{wsse_nonce}}</wsse:Nonce> <wsu:Created>{{wsse_created}}</wsu:Created> </wsse:UsernameToken> </wsse:Security> <base:WebServiceClientId>YOUR_CLIENT_ID</base:WebServiceClientId> </soapenv:Header> <soapenv:Body> <echo:EudrEchoRequest> <echo:query>Hello EUDR</echo:query> </echo:EudrEchoRequest> </soapenv:Body> </soapenv:Envelope>`;
const ECHO_RESPONSE = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:echo="http://ec.europa.eu/tracesnt/eudr/echo"> <soapenv:Body> <echo:EudrEchoResponse> <echo:status>OK</echo:status> </echo:EudrEchoResponse> </soapenv:Body> </soapenv:Envelope>`;
const ECHO_FAULT = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:echo="http://ec.europa.eu/tracesnt/eudr/echo"> <soapenv:Body> <soapenv:Fault> <faultcode>soapenv:Server</faultcode> <faultstring>EudrEchoServiceFault</faultstring> <detail> <echo:EudrEchoServiceFault> <echo:errorMessage>Authentication failed</echo:errorMessage> </echo:EudrEchoServiceFault> </detail> </soapenv:Fault> </soapenv:Body> </soapenv:Envelope>`;

const DDS_ENVELOPE_OPEN = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:dds="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3" xmlns:eudrCommon="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3">`;
/** §5.1.1. */
const SUBMIT_DDS = `${DDS_ENVELOPE_OPEN} ${HEADER} <soapenv:Body> <dds:SubmitDdsRequest> <dds:operatorRole>OPERATOR</dds:operatorRole> <dds:statement> <dds:internalReferenceNumber></dds:internalReferenceNumber> <dds:activityType>IMPORT</dds:activityType> <dds:countryOfActivity>BE</dds:countryOfActivity> <dds:borderCrossCountry>BE</dds:borderCrossCountry> <dds:commodities> <dds:position>1</dds:position> <dds:descriptors> <eudrCommon:descriptionOfGoods>Test wood product</eudrCommon:descriptionOfGoods> <eudrCommon:goodsMeasure> <eudrCommon:netWeight>200</eudrCommon:netWeight> <eudrCommon:supplementaryUnit>20</eudrCommon:supplementaryUnit> <eudrCommon:supplementaryUnitQualifier>MTQ</eudrCommon:supplementaryUnitQualifier> </eudrCommon:goodsMeasure> </dds:descriptors> <dds:hsHeading>4410</dds:hsHeading> <dds:speciesInfo> <dds:scientificName>Bifora testiculata</dds:scientificName> <dds:commonName>Test Name</dds:commonName> </dds:speciesInfo> <dds:producers> <dds:position>1</dds:position> <dds:country>FR</dds:country> <dds:name>Producer Name</dds:name> <dds:geometryGeojson>BASE64_ENCODED_GEOJSON</dds:geometryGeojson> </dds:producers> </dds:commodities> <dds:geoLocationConfidential>false</dds:geoLocationConfidential> </dds:statement> </dds:SubmitDdsRequest> </soapenv:Body> </soapenv:Envelope>`;
const SUBMIT_DDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Header> <ns2:Security xmlns:ns1="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd" xmlns:ns2="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"> <ns1:Timestamp> <ns1:Created>2026-05-20T11:52:32.854+02:00</ns1:Created> <ns1:Expires>2026-05-20T11:52:37.855+02:00</ns1:Expires> </ns1:Timestamp> </ns2:Security> </S:Header> <S:Body> <ns5:SubmitDdsResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <ns5:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns5:uuid> </ns5:SubmitDdsResponse> </S:Body> </S:Envelope>`;
/** §5.1.2 (the grouping part of the statement; the rest as §5.1.1's with the sample's cocoa). */
const SUBMIT_DDS_GROUPED = `${DDS_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:SubmitDdsRequest> <dds:operatorRole>OPERATOR</dds:operatorRole> <dds:statement> <dds:internalReferenceNumber>GROUPED-REF-001</dds:internalReferenceNumber> <dds:activityType>IMPORT</dds:activityType> <dds:countryOfActivity>BE</dds:countryOfActivity> <dds:borderCrossCountry>BE</dds:borderCrossCountry> <dds:commodities> <dds:position>1</dds:position> <dds:descriptors> <eudrCommon:descriptionOfGoods>Grouped cocoa shipment</eudrCommon:descriptionOfGoods> <eudrCommon:goodsMeasure> <eudrCommon:netWeight>5000</eudrCommon:netWeight> </eudrCommon:goodsMeasure> </dds:descriptors> <dds:hsHeading>1801</dds:hsHeading> <dds:speciesInfo> <dds:scientificName>Theobroma cacao</dds:scientificName> <dds:commonName>Cacao</dds:commonName> </dds:speciesInfo> <dds:producers> <dds:position>1</dds:position> <dds:country>BR</dds:country> <dds:name>Producer Name</dds:name> <dds:geometryGeojson>BASE64_ENCODED_GEOJSON</dds:geometryGeojson> </dds:producers> </dds:commodities> <dds:geoLocationConfidential>false</dds:geoLocationConfidential> <!-- Grouped declarations: references to previously submitted DDS/SD --> <dds:groupedDeclarations> <eudrCommon:groupedDeclaration>26FRYUI34JTQKB</eudrCommon:groupedDeclaration> </dds:groupedDeclarations> <dds:groupedDeclarations> <eudrCommon:groupedDeclaration>26FRLSCV861ZVV</eudrCommon:groupedDeclaration> </dds:groupedDeclarations> </dds:statement> </dds:SubmitDdsRequest> </soapenv:Body> </soapenv:Envelope>`;
/** §5.1.3. */
const AMEND_DDS = `${DDS_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:AmendDdsRequest> <dds:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</dds:uuid> <dds:statement> <dds:internalReferenceNumber></dds:internalReferenceNumber> <dds:activityType>IMPORT</dds:activityType> <dds:countryOfActivity>BE</dds:countryOfActivity> <dds:borderCrossCountry>BE</dds:borderCrossCountry> <dds:commodities> <dds:position>1</dds:position> <dds:descriptors> <eudrCommon:descriptionOfGoods>Test wood product amended</eudrCommon:descriptionOfGoods> <eudrCommon:goodsMeasure> <eudrCommon:netWeight>300</eudrCommon:netWeight> <eudrCommon:supplementaryUnit>30</eudrCommon:supplementaryUnit> <eudrCommon:supplementaryUnitQualifier>MTQ</eudrCommon:supplementaryUnitQualifier> </eudrCommon:goodsMeasure> </dds:descriptors> <dds:hsHeading>4410</dds:hsHeading> <dds:speciesInfo> <dds:scientificName>Bifora testiculata</dds:scientificName> <dds:commonName>Test Name</dds:commonName> </dds:speciesInfo> <dds:producers> <dds:position>1</dds:position> <dds:country>FR</dds:country> <dds:name>Producer Name amended</dds:name> <dds:geometryGeojson>BASE64_ENCODED_GEOJSON</dds:geometryGeojson> </dds:producers> </dds:commodities> <dds:geoLocationConfidential>false</dds:geoLocationConfidential> </dds:statement> </dds:AmendDdsRequest> </soapenv:Body> </soapenv:Envelope>`;
const AMEND_DDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:AmendDdsResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3" xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3"> <ns5:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns5:uuid> <ns5:status>AVAILABLE</ns5:status> </ns5:AmendDdsResponse> </S:Body> </S:Envelope>`;
/** §5.1.4. */
const WITHDRAW_DDS = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:dds="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:WithdrawDdsRequest> <dds:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</dds:uuid> </dds:WithdrawDdsRequest> </soapenv:Body> </soapenv:Envelope>`;
const WITHDRAW_DDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:WithdrawDdsResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3" xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3"> <ns5:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns5:uuid> <ns5:status>WITHDRAWN</ns5:status> </ns5:WithdrawDdsResponse> </S:Body> </S:Envelope>`;
/** §5.1.5. */
const GET_DDS = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:dds="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:GetDdsRequest> <dds:uuidList>071874bd-8c62-4cac-8eb6-b2fbe003410c</dds:uuidList> </dds:GetDdsRequest> </soapenv:Body> </soapenv:Envelope>`;
const GET_DDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:GetDdsResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <ns5:ddsOverviewList> <ns3:uuid>071874bd-8c62-4cac-8eb6-b2fbe003410c</ns3:uuid> <ns3:internalReferenceNumber>26BEDWNW9JD1TN</ns3:internalReferenceNumber> <ns3:referenceNumber>26BE7XTVCZAQ2S</ns3:referenceNumber> <ns3:verificationNumber>SFFCB4Y3</ns3:verificationNumber> <ns3:status>AVAILABLE</ns3:status> <ns3:date>2026-05-20T09:55:01.000Z</ns3:date> <ns3:updatedBy>User3 User3</ns3:updatedBy> <ns3:version>1</ns3:version> </ns5:ddsOverviewList> </ns5:GetDdsResponse> </S:Body> </S:Envelope>`;
/** §5.1.6. */
const GET_DDS_BY_INTERNAL = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:dds="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:GetDdsByInternalReferenceRequest> <dds:internalReference>26BEDWNW9JD1TN</dds:internalReference> </dds:GetDdsByInternalReferenceRequest> </soapenv:Body> </soapenv:Envelope>`;
const GET_DDS_BY_INTERNAL_RESPONSE = GET_DDS_RESPONSE.replaceAll(
  'GetDdsResponse',
  'GetDdsByInternalReferenceResponse',
);
/** §5.1.7. */
const GET_DDS_BY_IDS = `${DDS_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitDds) --> <soapenv:Body> <dds:GetDdsByIdentifiersRequest> <dds:referenceAndVerificationNumber> <eudrCommon:referenceNumber>26BE7XTVCZAQ2S</eudrCommon:referenceNumber> <eudrCommon:verificationNumber>SFFCB4Y3</eudrCommon:verificationNumber> </dds:referenceAndVerificationNumber> </dds:GetDdsByIdentifiersRequest> </soapenv:Body> </soapenv:Envelope>`;
const GET_DDS_BY_IDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:GetDdsByIdentifiersResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3"> <ns5:statement> <ns5:activityType>IMPORT</ns5:activityType> <ns5:commodities> <ns5:position>1</ns5:position> <ns5:descriptors> <ns3:descriptionOfGoods>Test wood product amended</ns3:descriptionOfGoods> <ns3:goodsMeasure> <ns3:netWeight>300.000000</ns3:netWeight> <ns3:supplementaryUnit>30.000000</ns3:supplementaryUnit> <ns3:supplementaryUnitQualifier>MTQ</ns3:supplementaryUnitQualifier> </ns3:goodsMeasure> </ns5:descriptors> <ns5:hsHeading>4410</ns5:hsHeading> <ns5:speciesInfo> <ns5:scientificName>Bifora testiculata</ns5:scientificName> <ns5:commonName>Test Name</ns5:commonName> </ns5:speciesInfo> <ns5:producers> <ns5:country>FR</ns5:country> <ns5:geometryGeojson>BASE64_ENCODED_GEOJSON</ns5:geometryGeojson> </ns5:producers> </ns5:commodities> <ns5:geoLocationConfidential>false</ns5:geoLocationConfidential> </ns5:statement> </ns5:GetDdsByIdentifiersResponse> </S:Body> </S:Envelope>`;

const SD_ENVELOPE_OPEN = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:sd="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3" xmlns:eudrCommon="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3">`;
/** §5.2.1. */
const SUBMIT_SD = `${SD_ENVELOPE_OPEN} ${HEADER} <soapenv:Body> <sd:SubmitSdRequest> <sd:operatorRole>MICRO_OPERATOR</sd:operatorRole> <sd:statement> <sd:internalReferenceNumber></sd:internalReferenceNumber> <sd:activityType>IMPORT</sd:activityType> <sd:countryOfActivity>BE</sd:countryOfActivity> <sd:borderCrossCountry>BE</sd:borderCrossCountry> <sd:commodities> <sd:position>1</sd:position> <sd:descriptors> <eudrCommon:descriptionOfGoods>Test cocoa product</eudrCommon:descriptionOfGoods> <eudrCommon:goodsMeasure> <eudrCommon:netWeight>200</eudrCommon:netWeight> <eudrCommon:supplementaryUnit>20</eudrCommon:supplementaryUnit> <eudrCommon:supplementaryUnitQualifier>MTQ</eudrCommon:supplementaryUnitQualifier> </eudrCommon:goodsMeasure> </sd:descriptors> <sd:hsHeading>4410</sd:hsHeading> <!-- Producer with GeoJSON location --> <sd:producers> <sd:producerPosition>1</sd:producerPosition> <sd:producerCountry>BE</sd:producerCountry> <sd:producerName>Producer with geojson</sd:producerName> <sd:producerLocation> <sd:geometryGeojson>BASE64_ENCODED_GEOJSON</sd:geometryGeojson> </sd:producerLocation> </sd:producers> <!-- Producer with postal address location --> <sd:producers> <sd:producerPosition>2</sd:producerPosition> <sd:producerCountry>BE</sd:producerCountry> <sd:producerName>Producer with address</sd:producerName> <sd:producerLocation> <sd:postalAddress> <sd:producerStreet>Rue De Geneve 4</sd:producerStreet> <sd:producerPostalCode>1140</sd:producerPostalCode> <sd:producerCity>Brussels</sd:producerCity> </sd:postalAddress> </sd:producerLocation> </sd:producers> <!-- Producer with cadastral identifier --> <sd:producers> <sd:producerPosition>3</sd:producerPosition> <sd:producerCountry>BE</sd:producerCountry> <sd:producerName>Producer with cadastral</sd:producerName> <sd:producerLocation> <sd:cadastralIdentifier>BE-BRU-2024-PARCEL-001</sd:cadastralIdentifier> </sd:producerLocation> </sd:producers> </sd:commodities> <sd:geoLocationConfidential>false</sd:geoLocationConfidential> </sd:statement> </sd:SubmitSdRequest> </soapenv:Body> </soapenv:Envelope>`;
const SUBMIT_SD_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Header> <ns2:Security xmlns:ns1="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd" xmlns:ns2="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"> <ns1:Timestamp> <ns1:Created>2026-05-20T12:17:41.575+02:00</ns1:Created> <ns1:Expires>2026-05-20T12:17:46.576+02:00</ns1:Expires> </ns1:Timestamp> </ns2:Security> </S:Header> <S:Body> <ns5:SubmitSdResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3"> <ns5:sdIdentifier>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns5:sdIdentifier> </ns5:SubmitSdResponse> </S:Body> </S:Envelope>`;
/** §5.2.2. */
const UPDATE_SD = `${SD_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitSd) --> <soapenv:Body> <sd:UpdateSdRequest> <sd:sdIdentifier>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</sd:sdIdentifier> <sd:statement> <sd:internalReferenceNumber>26BEDWNW9JD1TN</sd:internalReferenceNumber> <sd:activityType>IMPORT</sd:activityType> <sd:countryOfActivity>BE</sd:countryOfActivity> <sd:borderCrossCountry>BE</sd:borderCrossCountry> <sd:commodities> <sd:position>1</sd:position> <sd:descriptors> <eudrCommon:descriptionOfGoods>Test cocoa product amended</eudrCommon:descriptionOfGoods> <eudrCommon:goodsMeasure> <eudrCommon:netWeight>300</eudrCommon:netWeight> <eudrCommon:supplementaryUnit>30</eudrCommon:supplementaryUnit> <eudrCommon:supplementaryUnitQualifier>MTQ</eudrCommon:supplementaryUnitQualifier> </eudrCommon:goodsMeasure> </sd:descriptors> <sd:hsHeading>4410</sd:hsHeading> <sd:producers> <sd:producerPosition>1</sd:producerPosition> <sd:producerCountry>BE</sd:producerCountry> <sd:producerName>Producer Name amended</sd:producerName> <sd:producerLocation> <sd:geometryGeojson>BASE64_ENCODED_GEOJSON</sd:geometryGeojson> </sd:producerLocation> </sd:producers> </sd:commodities> <sd:geoLocationConfidential>false</sd:geoLocationConfidential> </sd:statement> </sd:UpdateSdRequest> </soapenv:Body> </soapenv:Envelope>`;
const UPDATE_SD_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:UpdateSdResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3" xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3"> <ns5:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns5:uuid> <ns5:version>2</ns5:version> <ns5:status>AVAILABLE</ns5:status> </ns5:UpdateSdResponse> </S:Body> </S:Envelope>`;
/** §5.2.3. */
const WITHDRAW_SD = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:sd="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3"> <!-- SOAP Header with WS-Security (same as submitSd) --> <soapenv:Body> <sd:WithdrawSdRequest> <sd:sdIdentifier>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</sd:sdIdentifier> </sd:WithdrawSdRequest> </soapenv:Body> </soapenv:Envelope>`;
const WITHDRAW_SD_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:WithdrawSdResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3" xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3"> <ns5:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns5:uuid> <ns5:status>WITHDRAWN</ns5:status> </ns5:WithdrawSdResponse> </S:Body> </S:Envelope>`;
/** §5.2.4. */
const GET_SD = `${SD_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitSd) --> <soapenv:Body> <sd:GetSdRequest> <sd:uuidAndVersionNumberList> <eudrCommon:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</eudrCommon:uuid> </sd:uuidAndVersionNumberList> </sd:GetSdRequest> </soapenv:Body> </soapenv:Envelope>`;
const GET_SD_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:GetSdResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3"> <ns5:sdOverviewList> <ns3:uuid>e3b3206d-6625-47a0-b2ef-b8a7b9da1217</ns3:uuid> <ns3:internalReferenceNumber>REF-0001000087</ns3:internalReferenceNumber> <ns3:referenceNumber>S26BECB39D2GRX</ns3:referenceNumber> <ns3:verificationNumber>H6ORMNTX</ns3:verificationNumber> <ns3:status>AVAILABLE</ns3:status> <ns3:date>2026-05-20T10:20:01.000Z</ns3:date> <ns3:updatedBy>User25 User25</ns3:updatedBy> </ns5:sdOverviewList> </ns5:GetSdResponse> </S:Body> </S:Envelope>`;
/** §5.2.5. */
const GET_SD_BY_INTERNAL = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4" xmlns:sd="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3"> <!-- SOAP Header with WS-Security (same as submitSd) --> <soapenv:Body> <sd:GetSdByInternalReferenceRequest> <sd:internalReference>REF-0001000087</sd:internalReference> </sd:GetSdByInternalReferenceRequest> </soapenv:Body> </soapenv:Envelope>`;
const GET_SD_BY_INTERNAL_RESPONSE = GET_SD_RESPONSE.replaceAll(
  'GetSdResponse',
  'GetSdByInternalReferenceResponse',
);
/** §5.2.6. */
const GET_SD_BY_IDS = `${SD_ENVELOPE_OPEN} <!-- SOAP Header with WS-Security (same as submitSd) --> <soapenv:Body> <sd:GetSdByIdentifiersRequest> <sd:referenceAndVerificationNumber> <eudrCommon:referenceNumber>S26BECB39D2GRX</eudrCommon:referenceNumber> <eudrCommon:verificationNumber>H6ORMNTX</eudrCommon:verificationNumber> </sd:referenceAndVerificationNumber> </sd:GetSdByIdentifiersRequest> </soapenv:Body> </soapenv:Envelope>`;
/** §5.2.6's answer (the reference's page cuts its second producer short; closed here). */
const GET_SD_BY_IDS_RESPONSE = `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <ns5:GetSdByIdentifiersResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3"> <ns5:statement> <ns5:activityType>IMPORT</ns5:activityType> <ns5:operator> <ns3:operatorAddress> <ns3:country>BE</ns3:country> </ns3:operatorAddress> <ns3:operatorName>user3-mspo-operator</ns3:operatorName> </ns5:operator> <ns5:commodities> <ns5:position>1</ns5:position> <ns5:descriptors> <ns3:descriptionOfGoods>Test cocoa product</ns3:descriptionOfGoods> <ns3:goodsMeasure> <ns3:netWeight>200.000000</ns3:netWeight> <ns3:supplementaryUnit>20.000000</ns3:supplementaryUnit> <ns3:supplementaryUnitQualifier>MTQ</ns3:supplementaryUnitQualifier> </ns3:goodsMeasure> </ns5:descriptors> <ns5:hsHeading>4410</ns5:hsHeading> <ns5:producers> <ns5:producerCountry>BE</ns5:producerCountry> <ns5:producerLocation> <ns5:geometryGeojson>BASE64_ENCODED_GEOJSON</ns5:geometryGeojson> </ns5:producerLocation> </ns5:producers> <ns5:producers> <ns5:producerCountry>BE</ns5:producerCountry> </ns5:producers> </ns5:commodities> <ns5:geoLocationConfidential>false</ns5:geoLocationConfidential> </ns5:statement> </ns5:GetSdByIdentifiersResponse> </S:Body> </S:Envelope>`;

/** Downstream reference §5.1.1–5.1.4. */
const VERIFY = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:verify="http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3" xmlns:v4="http://ec.europa.eu/sanco/tracesnt/base/v4"> ${HEADER} <soapenv:Body> <verify:VerifyDeclarationRequest> <verify:referenceNumber>EUDR00000001BE</verify:referenceNumber> <verify:verificationNumber>VN-2025-ABC12</verify:verificationNumber> </verify:VerifyDeclarationRequest> </soapenv:Body> </soapenv:Envelope>`;
const verifyResponse = (result: string, status?: string) =>
  `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"> <soapenv:Body> <verify:VerifyDeclarationResponse xmlns:verify="http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3"> <verify:result>${result}</verify:result> ${status ? `<verify:status>${status}</verify:status>` : ''} <verify:dateTime>2026-05-20T10:00:00.000Z</verify:dateTime> </verify:VerifyDeclarationResponse> </soapenv:Body> </soapenv:Envelope>`;

/** CF4's business-rules fault (eudr_docs 1.3/ErrorsConditionsTest/error4.xml), V1's namespaces. */
const CF4_FAULT = `<S:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"> <S:Body> <S:Fault xmlns:ns3="http://www.w3.org/2003/05/soap-envelope" xmlns=""> <faultcode>S:Client</faultcode> <faultstring>Some business rules are not met</faultstring> <detail> <ns5:BusinessRulesValidationException xmlns:ns4="http://ec.europa.eu/sanco/tracesnt/error/v01" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/submission/v1"> <ns4:Error> <ns4:ID>EUDR-REFERENCE-NUMBER-INVALID</ns4:ID> <ns4:Message languageID="en">Has not allowed characters</ns4:Message> <ns4:Field languageID="en">Reference number</ns4:Field> </ns4:Error> </ns5:BusinessRulesValidationException> </detail> </S:Fault> </S:Body> </S:Envelope>`;

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** A plot of about 1 ha in France, as §9 wants it. */
const GEOJSON = Buffer.from(
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { ProducerName: 'Producer Name', ProducerCountry: 'FR', ProductionPlace: 'Plot 1' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [2.350001, 48.850001],
              [2.351001, 48.850001],
              [2.351001, 48.851001],
              [2.350001, 48.851001],
              [2.350001, 48.850001],
            ],
          ],
        },
      },
    ],
  }),
).toString('base64');
/** A polygon whose boundary crosses itself (§9.5 error 1): the asynchronous geolocation check rejects it. */
const BOW_TIE = Buffer.from(
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { ProducerName: 'Producer Name', ProducerCountry: 'FR', ProductionPlace: 'Plot 2' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [2.350001, 48.850001],
              [2.351001, 48.851001],
              [2.351001, 48.850001],
              [2.350001, 48.851001],
              [2.350001, 48.850001],
            ],
          ],
        },
      },
    ],
  }),
).toString('base64');

const T0 = Date.parse('2026-05-20T09:55:00.000Z');
const HOUR = 3_600_000;
const SAMPLE_DDS_UUID = '071874bd-8c62-4cac-8eb6-b2fbe003410c';
const SAMPLE_SD_UUID = 'e3b3206d-6625-47a0-b2ef-b8a7b9da1217';

interface Credentials {
  username?: string;
  key?: string;
  clientId?: string | null;
  /** Age of wsu:Created against the stand-in's clock (negative: in the future). */
  ageMs?: number;
  nonce?: string;
  passwordType?: string;
}

/** The UsernameToken Profile's digest, computed here independently of the stand-in's code. */
const digest = (nonce: string, created: string, key: string) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(nonce, 'base64'), Buffer.from(created), Buffer.from(key)]))
    .digest('base64');

let clock = T0;

/** Fills a sample's placeholders (and its "same as submitDds" header). */
function fill(sample: string, c: Credentials = {}): string {
  const created = new Date((standIn ? standIn.now() : clock) - (c.ageMs ?? 0)).toISOString();
  const nonce = c.nonce ?? randomBytes(16).toString('base64');
  let xml = sample.replace(SAME_HEADER, HEADER);
  if (c.clientId === null)
    xml = xml.replace(/<(v4|base):WebServiceClientId>YOUR_CLIENT_ID<\/(v4|base):WebServiceClientId>/, '');
  if (c.passwordType) xml = xml.replace('#PasswordDigest', c.passwordType);
  return xml
    .replaceAll('{{wsse_created}}', created)
    .replaceAll('{{wsse_expires}}', new Date(Date.parse(created) + 5 * 60_000).toISOString())
    .replaceAll('{{wsse_username}}', c.username ?? DEMO_EU_ACCOUNT.username)
    .replaceAll('{{wsse_passwordDigest}}', digest(nonce, created, c.key ?? DEMO_EU_ACCOUNT.authenticationKey))
    .replaceAll('{{wsse_nonce}}', nonce)
    .replaceAll('YOUR_CLIENT_ID', c.clientId ?? DEMO_EU_ACCOUNT.clientId)
    .replaceAll('BASE64_ENCODED_GEOJSON', GEOJSON);
}

let standIn: EuStandIn;
let dataDir: string | null = null;

async function open(options: Partial<EuStandInOptions> = {}): Promise<EuStandIn> {
  standIn = await createEuStandIn({ dataDir: null, now: () => clock, faults: true, ...options });
  return standIn;
}

interface Answer {
  status: number;
  text: string;
  root: XmlElement;
  body: XmlElement;
}

/** Posts a SOAP request in-process; moves the clock 250 ms first so the throttle never interferes. */
async function post(service: keyof typeof SERVICE_PATHS, xml: string, space = true): Promise<Answer> {
  if (space) clock += 250;
  const res = await standIn.app.fetch(
    new Request(`http://stand-in${SERVICE_PATHS[service]}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: xml,
    }),
  );
  const text = await res.text();
  const root = parseXml(text);
  const body = root.children.find((e) => e.name === 'Body')!;
  return { status: res.status, text, root, body };
}

const find = (el: XmlElement | undefined, ...names: string[]): XmlElement | undefined =>
  names.reduce<XmlElement | undefined>((at, n) => at?.children.find((c) => c.name === n), el);
const textAt = (el: XmlElement | undefined, ...names: string[]) => find(el, ...names)?.text;

/** Every element as `{namespace}name` with its depth, in document order: what a sample fixes. */
function shape(el: XmlElement, depth = 0): string[] {
  return [
    `${'  '.repeat(depth)}{${el.ns ?? ''}}${el.name}`,
    ...el.children.flatMap((c) => shape(c, depth + 1)),
  ];
}
const bodyShape = (xml: string) => shape(parseXml(xml).children.find((e) => e.name === 'Body')!);

/** A fault's entries: ID, Message, Field. */
function faultErrors(a: Answer) {
  const detail = find(a.body, 'Fault', 'detail')?.children[0];
  return (detail?.children ?? []).map((e) => {
    expect(e.ns).toBe(ERROR_NS);
    return { id: textAt(e, 'ID'), message: textAt(e, 'Message'), field: textAt(e, 'Field') };
  });
}

async function submitSample(options: { internalRef?: string; geojson?: string } = {}): Promise<string> {
  let xml = fill(SUBMIT_DDS);
  if (options.internalRef)
    xml = xml.replace(
      '<dds:internalReferenceNumber></dds:internalReferenceNumber>',
      `<dds:internalReferenceNumber>${options.internalRef}</dds:internalReferenceNumber>`,
    );
  if (options.geojson) xml = xml.replace(GEOJSON, options.geojson);
  const a = await post('dds', xml);
  expect(a.status, a.text).toBe(200);
  return textAt(a.body, 'SubmitDdsResponse', 'uuid')!;
}

async function overviewOf(uuid: string): Promise<Record<string, string | undefined>> {
  const a = await post('dds', fill(GET_DDS).replace(SAMPLE_DDS_UUID, uuid));
  expect(a.status, a.text).toBe(200);
  const list = find(a.body, 'GetDdsResponse', 'ddsOverviewList')!;
  return Object.fromEntries(
    list.children.map((c) => [
      c.name,
      c.children.length ? JSON.stringify(c.children.map((x) => [x.name, x.text])) : c.text,
    ]),
  );
}

const advance = (ms: number) => void (clock += ms);

beforeEach(() => {
  clock = T0;
});
afterEach(async () => {
  await standIn?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = null;
});

// ---------------------------------------------------------------------------------------------------------

describe('the reference samples, request and answer', () => {
  it('testEcho (§3.6, §3.7): OK, shaped like the sample', async () => {
    await open();
    const a = await post('echo', fill(ECHO_REQUEST));
    expect(a.status).toBe(200);
    expect(bodyShape(a.text)).toEqual(bodyShape(ECHO_RESPONSE));
    expect(textAt(a.body, 'EudrEchoResponse', 'status')).toBe('OK');
    // §3's own endpoint path answers too.
    const res = await standIn.app.fetch(
      new Request('http://stand-in/tracesnt/ws/eudr/echo', { method: 'POST', body: fill(ECHO_REQUEST) }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<ns5:status>OK</ns5:status>');
  });

  it('submitDds (§5.1.1): a UUID in the sample answer shape, with the response Security header', async () => {
    await open();
    const a = await post('dds', fill(SUBMIT_DDS));
    expect(a.status, a.text).toBe(200);
    expect(a.text).toMatch(
      /^<\?xml version='1.0' encoding='UTF-8'\?><S:Envelope xmlns:S="http:\/\/schemas.xmlsoap.org\/soap\/envelope\/">/,
    );
    expect(a.text).toContain(
      '<ns5:SubmitDdsResponse xmlns:ns3="http://ec.europa.eu/tracesnt/certificate/eudr/common/v3" xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3">',
    );
    expect(shape(a.root)).toEqual(shape(parseXml(SUBMIT_DDS_RESPONSE)));
    expect(textAt(a.body, 'SubmitDdsResponse', 'uuid')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const created = textAt(a.root, 'Header', 'Security', 'Timestamp', 'Created')!;
    expect(Date.parse(created)).toBe(clock);
    expect(
      Date.parse(textAt(a.root, 'Header', 'Security', 'Timestamp', 'Expires')!) - Date.parse(created),
    ).toBe(5_000);
  });

  it('getDds (§5.1.5): SUBMITTED until the delay ends, then AVAILABLE with 14- and 8-character numbers', async () => {
    await open({ delayMs: 3_000 });
    const uuid = await submitSample({ internalRef: 'PO-2026-0001' });
    const submitted = await overviewOf(uuid); // 250 ms later
    expect(submitted.status).toBe('SUBMITTED');
    expect(submitted.referenceNumber).toBeUndefined();
    advance(3_000 - 250 - 250 - 1); // the next call lands 1 ms before the delay ends
    expect((await overviewOf(uuid)).status).toBe('SUBMITTED');
    const a = await post('dds', fill(GET_DDS).replace(SAMPLE_DDS_UUID, uuid), false);
    expect(find(a.body, 'GetDdsResponse', 'ddsOverviewList', 'status')?.text).toBe('SUBMITTED');
    advance(1);
    const b = await post('dds', fill(GET_DDS).replace(SAMPLE_DDS_UUID, uuid), false);
    expect(bodyShape(b.text)).toEqual(bodyShape(GET_DDS_RESPONSE));
    const o = find(b.body, 'GetDdsResponse', 'ddsOverviewList')!;
    expect(textAt(o, 'uuid')).toBe(uuid);
    expect(textAt(o, 'internalReferenceNumber')).toBe('PO-2026-0001');
    expect(textAt(o, 'referenceNumber')).toMatch(/^26BE[A-Z0-9]{10}$/);
    expect(textAt(o, 'verificationNumber')).toMatch(/^[A-Z0-9]{8}$/);
    expect(textAt(o, 'status')).toBe('AVAILABLE');
    expect(textAt(o, 'updatedBy')).toBe('demo-operator');
    expect(textAt(o, 'version')).toBe('1');
  });

  it('getDdsByInternalReference (§5.1.6): every statement with that internal reference; an unknown one is NotFoundException', async () => {
    await open({ delayMs: 0 });
    const first = await submitSample({ internalRef: '26BEDWNW9JD1TN' });
    const second = await submitSample({ internalRef: '26BEDWNW9JD1TN' });
    await submitSample({ internalRef: 'OTHER' });
    const a = await post('dds', fill(GET_DDS_BY_INTERNAL));
    expect(a.status).toBe(200);
    const lists = find(a.body, 'GetDdsByInternalReferenceResponse')!.children;
    expect(lists.map((l) => textAt(l, 'uuid'))).toEqual([first, second]);
    expect(shape(lists[0]!)).toEqual(
      shape(
        find(
          parseXml(GET_DDS_BY_INTERNAL_RESPONSE),
          'Body',
          'GetDdsByInternalReferenceResponse',
          'ddsOverviewList',
        )!,
      ),
    );
    const none = await post('dds', fill(GET_DDS_BY_INTERNAL).replace('26BEDWNW9JD1TN', 'NEVER-FILED'));
    expect(none.status).toBe(500);
    expect(find(none.body, 'Fault', 'detail')?.children[0]?.name).toBe('NotFoundException');
    expect(faultErrors(none)[0]?.id).toBe('EUDR_WEBSERVICE_STATEMENT_NOT_FOUND');
  });

  it('amendDds (§5.1.3) keeps the reference number, raises the version; getDdsByIdentifiers (§5.1.7) returns the amended statement', async () => {
    await open({ delayMs: 0 });
    const uuid = await submitSample();
    const before = await overviewOf(uuid);
    const a = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(a.status, a.text).toBe(200);
    expect(bodyShape(a.text)).toEqual(bodyShape(AMEND_DDS_RESPONSE));
    expect(textAt(a.body, 'AmendDdsResponse', 'status')).toBe('AVAILABLE');
    const after = await overviewOf(uuid);
    expect(after.referenceNumber).toBe(before.referenceNumber);
    expect(after.verificationNumber).toBe(before.verificationNumber);
    expect(after.version).toBe('2');
    expect(after.status).toBe('AVAILABLE');

    const ids = (verification: string) =>
      fill(GET_DDS_BY_IDS)
        .replace('26BE7XTVCZAQ2S', after.referenceNumber!)
        .replace('SFFCB4Y3', verification);
    const b = await post('dds', ids(after.verificationNumber!));
    expect(b.status, b.text).toBe(200);
    const statement = find(b.body, 'GetDdsByIdentifiersResponse', 'statement')!;
    // Every element of the sample's answer is there, in the sample's namespaces (ours also echoes the rest).
    const ours = shape(find(b.body, 'GetDdsByIdentifiersResponse')!).map((l) => l.trim());
    for (const line of shape(find(parseXml(GET_DDS_BY_IDS_RESPONSE), 'Body', 'GetDdsByIdentifiersResponse')!))
      expect(ours).toContain(line.trim());
    expect(textAt(statement, 'commodities', 'descriptors', 'descriptionOfGoods')).toBe(
      'Test wood product amended',
    );
    expect(textAt(statement, 'commodities', 'descriptors', 'goodsMeasure', 'netWeight')).toBe('300.000000');
    expect(textAt(statement, 'commodities', 'producers', 'name')).toBe('Producer Name amended');
    expect(textAt(statement, 'commodities', 'producers', 'geometryGeojson')).toBe(GEOJSON);

    const wrong = await post('dds', ids('ZZZZZZZZ'));
    expect(faultErrors(wrong)[0]?.id).toBe('EUDR_WEBSERVICE_STATEMENT_NOT_FOUND');
  });

  it('withdrawDds (§5.1.4): WITHDRAWN; a second withdrawal is refused for its status', async () => {
    await open({ delayMs: 0 });
    const uuid = await submitSample();
    const a = await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(bodyShape(a.text)).toEqual(bodyShape(WITHDRAW_DDS_RESPONSE));
    expect(textAt(a.body, 'WithdrawDdsResponse', 'status')).toBe('WITHDRAWN');
    expect((await overviewOf(uuid)).status).toBe('WITHDRAWN');
    const again = await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(faultErrors(again).map((e) => e.id)).toEqual([
      'EUDR_API_AMEND_OR_WITHDRAW_NOT_ALLOWED_FOR_STATUS',
    ]);
  });

  it('the simplified declaration (§5.2): submit, getSd, by internal reference, update, by identifiers, withdraw', async () => {
    await open({ delayMs: 0, accounts: [{ ...DEMO_EU_ACCOUNT, operatorName: 'user3-mspo-operator' }] });
    const s = await post(
      'sd',
      fill(SUBMIT_SD).replace(
        '<sd:internalReferenceNumber></sd:internalReferenceNumber>',
        '<sd:internalReferenceNumber>REF-0001000087</sd:internalReferenceNumber>',
      ),
    );
    expect(s.status, s.text).toBe(200);
    expect(shape(s.root)).toEqual(shape(parseXml(SUBMIT_SD_RESPONSE)));
    const id = textAt(s.body, 'SubmitSdResponse', 'sdIdentifier')!;

    const g = await post('sd', fill(GET_SD).replace(SAMPLE_SD_UUID, id));
    expect(bodyShape(g.text)).toEqual(bodyShape(GET_SD_RESPONSE));
    const ov = find(g.body, 'GetSdResponse', 'sdOverviewList')!;
    expect(textAt(ov, 'referenceNumber')).toMatch(/^S26BE[A-Z0-9]{9}$/);
    expect(textAt(ov, 'internalReferenceNumber')).toBe('REF-0001000087');
    expect(textAt(ov, 'updatedBy')).toBe('user3-mspo-operator');

    const gi = await post('sd', fill(GET_SD_BY_INTERNAL));
    expect(bodyShape(gi.text)).toEqual(bodyShape(GET_SD_BY_INTERNAL_RESPONSE));

    const ids = fill(GET_SD_BY_IDS)
      .replace('S26BECB39D2GRX', textAt(ov, 'referenceNumber')!)
      .replace('H6ORMNTX', textAt(ov, 'verificationNumber')!);
    const b = await post('sd', ids);
    const ours = shape(find(b.body, 'GetSdByIdentifiersResponse')!).map((l) => l.trim());
    for (const line of shape(find(parseXml(GET_SD_BY_IDS_RESPONSE), 'Body', 'GetSdByIdentifiersResponse')!))
      expect(ours).toContain(line.trim());
    const statement = find(b.body, 'GetSdByIdentifiersResponse', 'statement')!;
    expect(statement.children.map((c) => c.name).slice(0, 3)).toEqual([
      'internalReferenceNumber',
      'activityType',
      'operator',
    ]);
    expect(textAt(statement, 'operator', 'operatorName')).toBe('user3-mspo-operator');
    const producers = find(statement, 'commodities')!.children.filter((c) => c.name === 'producers');
    expect(producers.map((p) => find(p, 'producerLocation')!.children[0]!.name)).toEqual([
      'geometryGeojson',
      'postalAddress',
      'cadastralIdentifier',
    ]);
    expect(textAt(producers[1], 'producerLocation', 'postalAddress', 'producerCity')).toBe('Brussels');

    const u = await post('sd', fill(UPDATE_SD).replace(SAMPLE_SD_UUID, id));
    expect(u.status, u.text).toBe(200);
    expect(bodyShape(u.text)).toEqual(bodyShape(UPDATE_SD_RESPONSE));
    expect(textAt(u.body, 'UpdateSdResponse', 'version')).toBe('2');

    const w = await post('sd', fill(WITHDRAW_SD).replace(SAMPLE_SD_UUID, id));
    expect(bodyShape(w.text)).toEqual(bodyShape(WITHDRAW_SD_RESPONSE));
    const unknown = await post('sd', fill(WITHDRAW_SD));
    expect(find(unknown.body, 'Fault', 'detail')?.children[0]?.name).toBe('NotFoundException');
  });

  it('verifyDeclaration (Downstream §5.1): NON_EXISTENT, EXISTING_USABLE, EXISTING_NON_USABLE, each shaped like its sample', async () => {
    await open({ delayMs: 0 });
    const none = await post('verify', fill(VERIFY));
    expect(none.status, none.text).toBe(200);
    expect(bodyShape(none.text)).toEqual(bodyShape(verifyResponse('NON_EXISTENT')));
    expect(textAt(none.body, 'VerifyDeclarationResponse', 'dateTime')).toBe(new Date(clock).toISOString());

    const uuid = await submitSample();
    const o = await overviewOf(uuid);
    const verifyOf = (verification: string) =>
      fill(VERIFY).replace('EUDR00000001BE', o.referenceNumber!).replace('VN-2025-ABC12', verification);
    const usable = await post('verify', verifyOf(o.verificationNumber!));
    expect(bodyShape(usable.text)).toEqual(bodyShape(verifyResponse('EXISTING_USABLE', 'AVAILABLE')));
    expect(textAt(usable.body, 'VerifyDeclarationResponse', 'status')).toBe('AVAILABLE');
    // The right reference with a wrong verification number is not this declaration.
    const wrong = await post('verify', verifyOf('AAAAAAAA'));
    expect(textAt(wrong.body, 'VerifyDeclarationResponse', 'result')).toBe('NON_EXISTENT');

    await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, uuid));
    const withdrawn = await post('verify', verifyOf(o.verificationNumber!));
    expect(bodyShape(withdrawn.text)).toEqual(bodyShape(verifyResponse('EXISTING_NON_USABLE', 'WITHDRAWN')));
    expect(textAt(withdrawn.body, 'VerifyDeclarationResponse', 'result')).toBe('EXISTING_NON_USABLE');

    const bad = await post('verify', fill(VERIFY).replace('EUDR00000001BE', 'EUDR$1'));
    expect(faultErrors(bad)).toEqual([
      { id: 'EUDR_NUMBER_INVALID', message: 'Has not allowed characters.', field: 'referenceNumber' },
    ]);
    const long = await post('verify', fill(VERIFY).replace('EUDR00000001BE', 'EUDR00000001BEX'));
    expect(faultErrors(long)[0]?.id).toBe('EUDR_NUMBER_TOO_LONG');
  });
});

describe('business rules and the schema', () => {
  it('a rule of the rule module is a BusinessRulesValidationException shaped like CF4 (ID, Message, Field)', async () => {
    await open({ delayMs: 0 });
    const a = await post(
      'dds',
      fill(SUBMIT_DDS).replace('<dds:hsHeading>4410</dds:hsHeading>', '<dds:hsHeading>9999</dds:hsHeading>'),
    );
    expect(a.status).toBe(500);
    // The fault and its detail have CF4's elements (the exception's namespace is V3's, not V1's).
    const normal = (lines: string[]) =>
      lines.map((l) =>
        l.replace(
          /\{http:\/\/ec\.europa\.eu\/tracesnt\/certificate\/eudr\/[^}]+\}(\w+Exception)/,
          '{service}$1',
        ),
      );
    expect(normal(bodyShape(a.text))).toEqual(normal(bodyShape(CF4_FAULT)));
    expect(textAt(a.body, 'Fault', 'faultcode')).toBe('S:Client');
    expect(textAt(a.body, 'Fault', 'faultstring')).toBe('Some business rules are not met');
    const detail = find(a.body, 'Fault', 'detail')!.children[0]!;
    expect(detail.ns).toBe(NAMESPACES.dds);
    expect(detail.name).toBe('BusinessRulesValidationException');
    expect(faultErrors(a)).toEqual([
      expect.objectContaining({
        id: 'EUDR_COMMODITIES_HS_CODE_INVALID',
        field: 'statement.commodities.0.hsHeading',
      }),
    ]);
    expect(a.text).toContain('<ns4:ID>EUDR_COMMODITIES_HS_CODE_INVALID</ns4:ID>');
    expect(a.text).toMatch(/<ns4:Message languageID="en">[^<]+<\/ns4:Message>/);
    const statements = (await (
      await standIn.app.fetch(new Request('http://stand-in/_sim/statements'))
    ).json()) as { statements: unknown[] };
    expect(statements.statements).toHaveLength(0);
  });

  it('an XSD breach (an 8-digit HS heading) is a S:Client unmarshalling error without a detail', async () => {
    await open();
    const a = await post(
      'dds',
      fill(SUBMIT_DDS).replace(
        '<dds:hsHeading>4410</dds:hsHeading>',
        '<dds:hsHeading>18010000</dds:hsHeading>',
      ),
    );
    expect(a.status).toBe(500);
    expect(textAt(a.body, 'Fault', 'faultcode')).toBe('S:Client');
    expect(textAt(a.body, 'Fault', 'faultstring')).toMatch(
      /^Unmarshalling Error: statement\.commodities\.0\.hsHeading/,
    );
    expect(find(a.body, 'Fault', 'detail')).toBeUndefined();
  });

  it('an element in the wrong namespace, an unknown operation and a DOCTYPE are refused', async () => {
    await open();
    const wrongNs = await post(
      'dds',
      fill(SUBMIT_DDS).replace(
        '<eudrCommon:netWeight>200</eudrCommon:netWeight>',
        '<dds:netWeight>200</dds:netWeight>',
      ),
    );
    expect(textAt(wrongNs.body, 'Fault', 'faultstring')).toMatch(
      /unexpected element \(uri:"http:\/\/ec.europa.eu\/tracesnt\/certificate\/eudr\/due-diligence-statement\/v3", local:"netWeight"\)/,
    );
    const onSd = await post('sd', fill(SUBMIT_DDS));
    expect(textAt(onSd.body, 'Fault', 'faultstring')).toContain(
      'Cannot find dispatch method for {http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3}SubmitDdsRequest',
    );
    const res = await standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.echo}`, {
        method: 'POST',
        body: `<!DOCTYPE x [<!ENTITY a "b">]>${fill(ECHO_REQUEST)}`,
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('must not contain a DOCTYPE');
  });

  it('a geolocation breaking §9 is taken, then REJECTED with the reason (the asynchronous check)', async () => {
    await open({ delayMs: 1_000 });
    const uuid = await submitSample({ geojson: BOW_TIE });
    expect((await overviewOf(uuid)).status).toBe('SUBMITTED');
    advance(1_000);
    const o = await overviewOf(uuid);
    expect(o.status).toBe('REJECTED');
    expect(o.rejectionReason).toMatch(
      /^Geolocation check failed: .*self-intersection.*EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID/,
    );
    expect(o.referenceNumber).toBeUndefined();
  });
});

describe('WS-Security (§1.2.3, §3.9)', () => {
  it('a right digest passes, a wrong one fails as §3.8 shows', async () => {
    await open();
    expect((await post('echo', fill(ECHO_REQUEST))).status).toBe(200);
    const a = await post('echo', fill(ECHO_REQUEST, { key: 'not-the-key' }));
    expect(a.status).toBe(500);
    expect(bodyShape(a.text)).toEqual(bodyShape(ECHO_FAULT));
    expect(textAt(a.body, 'Fault', 'detail', 'EudrEchoServiceFault', 'errorMessage')).toBe(
      'Authentication failed',
    );
    expect(textAt(a.body, 'Fault', 'faultcode')).toBe('S:Server');
    // Other services: the same words as the faultstring.
    const d = await post('dds', fill(SUBMIT_DDS, { key: 'not-the-key' }));
    expect(textAt(d.body, 'Fault', 'faultstring')).toBe('Authentication failed');
    expect((await post('dds', fill(SUBMIT_DDS, { username: 'someone-else' }))).text).toContain(
      'Authentication failed',
    );
    expect((await post('dds', fill(SUBMIT_DDS, { passwordType: '#PasswordText' }))).text).toContain(
      'Authentication failed',
    );
    expect((await post('dds', fill(SUBMIT_DDS, { clientId: 'another-client' }))).text).toContain(
      'Authentication failed',
    );
  });

  it('wsu:Created 4:59 old (or ahead) passes, 5:01 is "Timestamp expired"', async () => {
    await open();
    const errorOf = async (ageMs: number) =>
      textAt(
        (await post('echo', fill(ECHO_REQUEST, { ageMs }), false)).body,
        'Fault',
        'detail',
        'EudrEchoServiceFault',
        'errorMessage',
      );
    expect(await errorOf(4 * 60_000 + 59_000)).toBeUndefined();
    advance(250);
    expect(await errorOf(5 * 60_000 + 1_000)).toBe('Timestamp expired');
    advance(250);
    expect(await errorOf(-(4 * 60_000 + 59_000))).toBeUndefined();
    advance(250);
    expect(await errorOf(-(5 * 60_000 + 1_000))).toBe('Timestamp expired');
  });

  it('a nonce is used once within the window', async () => {
    await open();
    const nonce = randomBytes(16).toString('base64');
    expect((await post('echo', fill(ECHO_REQUEST, { nonce }))).status).toBe(200);
    const replay = await post('echo', fill(ECHO_REQUEST, { nonce }));
    expect(textAt(replay.body, 'Fault', 'detail', 'EudrEchoServiceFault', 'errorMessage')).toBe(
      'Authentication failed',
    );
    expect((await post('echo', fill(ECHO_REQUEST))).status).toBe(200);
  });

  it('without v4:WebServiceClientId: "Missing WebServiceClientId"', async () => {
    await open();
    const a = await post('dds', fill(SUBMIT_DDS, { clientId: null }));
    expect(textAt(a.body, 'Fault', 'faultstring')).toBe('Missing WebServiceClientId');
    const e = await post('echo', fill(ECHO_REQUEST, { clientId: null }));
    expect(textAt(e.body, 'Fault', 'detail', 'EudrEchoServiceFault', 'errorMessage')).toBe(
      'Missing WebServiceClientId',
    );
  });

  it('accounts given as options; the server refuses the public demo account on an address others reach', async () => {
    await open({ accounts: [{ username: 'acme', authenticationKey: 'k-acme', clientId: 'eudr-acme' }] });
    expect(
      (await post('echo', fill(ECHO_REQUEST, { username: 'acme', key: 'k-acme', clientId: 'eudr-acme' })))
        .status,
    ).toBe(200);
    expect((await post('echo', fill(ECHO_REQUEST))).status).toBe(500);
    expect(euStandInOptions(readConfig({ HOST: '127.0.0.1' })).accounts).toEqual([DEMO_EU_ACCOUNT]);
    expect(euStandInOptions(readConfig({ HOST: '0.0.0.0' })).accounts).toEqual([]);
    expect(euStandInOptions(readConfig({ HOST: '0.0.0.0', SIM_ALLOW_DEMO_TOKENS: '1' })).accounts).toEqual([
      DEMO_EU_ACCOUNT,
    ]);
  });
});

describe('EU_STANDIN_DELAY_MS', () => {
  it('is read from the environment: 3000 by default, 0 allowed, nonsense refused', () => {
    expect(readConfig({}).euStandInDelayMs).toBe(3_000);
    expect(readConfig({ EU_STANDIN_DELAY_MS: '0' }).euStandInDelayMs).toBe(0);
    expect(readConfig({ EU_STANDIN_DELAY_MS: '250' }).euStandInDelayMs).toBe(250);
    expect(() => readConfig({ EU_STANDIN_DELAY_MS: '-1' })).toThrow(/EU_STANDIN_DELAY_MS/);
    expect(() => readConfig({ EU_STANDIN_DELAY_MS: '2s' })).toThrow(/EU_STANDIN_DELAY_MS/);
  });
});

describe('5 calls per second per address (§2.3.2)', () => {
  it('in-process: 5 pass, the 6th is HTTP 429 with Retry-After, a second later it passes', async () => {
    await open();
    for (let i = 0; i < 5; i++) expect((await post('echo', fill(ECHO_REQUEST), false)).status).toBe(200);
    const res = await standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.echo}`, { method: 'POST', body: fill(ECHO_REQUEST) }),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    advance(999);
    expect(
      (
        await standIn.app.fetch(
          new Request(`http://stand-in${SERVICE_PATHS.echo}`, { method: 'POST', body: fill(ECHO_REQUEST) }),
        )
      ).status,
    ).toBe(429);
    advance(1);
    expect((await post('echo', fill(ECHO_REQUEST), false)).status).toBe(200);
  });

  it('over a connection, by its remote address; a lost answer cuts the connection after storing the statement', async () => {
    await open({ delayMs: 0 });
    const server = serve({ fetch: standIn.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((r) => server.once('listening', r));
    const url = (p: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${p}`;
    try {
      const send = () => fetch(url(SERVICE_PATHS.echo), { method: 'POST', body: fill(ECHO_REQUEST) });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
      // The in-process address has its own budget.
      expect((await post('echo', fill(ECHO_REQUEST), false)).status).toBe(200);

      advance(1_000);
      await fetch(url('/_sim/faults'), {
        method: 'POST',
        body: JSON.stringify({ operation: 'submitDds', fault: 'lose-answer' }),
      });
      const lost = fetch(url(SERVICE_PATHS.dds), {
        method: 'POST',
        body: fill(SUBMIT_DDS).replace(
          '<dds:internalReferenceNumber></dds:internalReferenceNumber>',
          '<dds:internalReferenceNumber>LOST-1</dds:internalReferenceNumber>',
        ),
      }).then((r) => r.text());
      await expect(lost).rejects.toThrow();
      const a = await post('dds', fill(GET_DDS_BY_INTERNAL).replace('26BEDWNW9JD1TN', 'LOST-1'));
      expect(find(a.body, 'GetDdsByInternalReferenceResponse')!.children).toHaveLength(1);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('the 72-hour window, step by step', () => {
  it('amend at 71:59 keeps the reference number; at 72:01 it is refused; withdraw likewise', async () => {
    await open({ delayMs: 3_000 });
    const a = await submitSample();
    const b = await submitSample();
    const submittedAt = clock; // b's; a was 250 ms earlier
    advance(3_000);
    const ref = (await overviewOf(a)).referenceNumber;
    expect(ref).toMatch(/^26BE/);

    clock = submittedAt - 250 + 71 * HOUR + 59 * 60_000;
    const ok = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, a), false);
    expect(ok.status, ok.text).toBe(200);
    const amended = await overviewOf(a);
    expect(amended.referenceNumber).toBe(ref);
    expect(amended.version).toBe('2');

    clock = submittedAt + 72 * HOUR + 60_000;
    const late = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, a), false);
    expect(faultErrors(late)).toEqual([
      expect.objectContaining({ id: 'EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE', field: 'uuid' }),
    ]);
    const lateWithdraw = await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, b));
    expect(faultErrors(lateWithdraw)[0]?.id).toBe('EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE');
    expect((await overviewOf(a)).version).toBe('2');
    expect((await overviewOf(b)).status).toBe('AVAILABLE');
  });

  it('withdraw at 71:59 passes', async () => {
    await open({ delayMs: 0 });
    const uuid = await submitSample();
    clock += 71 * HOUR + 59 * 60_000 - 250;
    const w = await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(textAt(w.body, 'WithdrawDdsResponse', 'status')).toBe('WITHDRAWN');
  });

  it('amend is refused while SUBMITTED, when WITHDRAWN, for another activity and for an unknown UUID', async () => {
    await open({ delayMs: 10_000 });
    const uuid = await submitSample();
    const early = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(faultErrors(early)[0]?.id).toBe('EUDR_API_AMEND_NOT_ALLOWED_FOR_STATUS');
    advance(10_000);
    const other = await post(
      'dds',
      fill(AMEND_DDS)
        .replace(SAMPLE_DDS_UUID, uuid)
        .replace(
          '<dds:activityType>IMPORT</dds:activityType>',
          '<dds:activityType>DOMESTIC</dds:activityType>',
        )
        .replace('<dds:borderCrossCountry>BE</dds:borderCrossCountry>', ''),
    );
    expect(faultErrors(other).map((e) => e.id)).toContain('EUDR_API_AMEND_ACTIVITY_TYPE_CHANGE_NOT_ALLOWED');
    await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, uuid));
    const withdrawn = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(faultErrors(withdrawn)[0]?.id).toBe('EUDR_API_AMEND_NOT_ALLOWED_FOR_STATUS');
    const unknown = await post('dds', fill(AMEND_DDS));
    expect(faultErrors(unknown)[0]?.id).toBe('EUDR_API_NO_DDS');
    // Another operator's statement is not found either.
    await standIn.close();
    await open({
      delayMs: 0,
      accounts: [DEMO_EU_ACCOUNT, { username: 'acme', authenticationKey: 'k', clientId: 'c' }],
    });
    const mine = await submitSample();
    const theirs = await post(
      'dds',
      fill(WITHDRAW_DDS, { username: 'acme', key: 'k', clientId: 'c' }).replace(SAMPLE_DDS_UUID, mine),
    );
    expect(faultErrors(theirs)[0]?.id).toBe('EUDR_API_NO_DDS');
  });
});

describe('grouping (§5.1.2)', () => {
  it('the referenced statements become GROUPED, cannot be withdrawn or amended, and return when the group is withdrawn', async () => {
    await open({ delayMs: 0 });
    const x = await submitSample();
    const y = await submitSample();
    const [rx, ry] = [(await overviewOf(x)).referenceNumber!, (await overviewOf(y)).referenceNumber!];
    const group = await post(
      'dds',
      fill(SUBMIT_DDS_GROUPED).replace('26FRYUI34JTQKB', rx).replace('26FRLSCV861ZVV', ry),
    );
    expect(group.status, group.text).toBe(200);
    const g = textAt(group.body, 'SubmitDdsResponse', 'uuid')!;
    expect((await overviewOf(x)).status).toBe('GROUPED');
    expect((await overviewOf(y)).status).toBe('GROUPED');
    const w = await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, x));
    expect(faultErrors(w)[0]?.id).toBe('EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE');
    const am = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, y));
    expect(faultErrors(am)[0]?.id).toBe('EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE');
    // A GROUPED statement cannot be grouped again.
    const again = await post(
      'dds',
      fill(SUBMIT_DDS_GROUPED)
        .replace('26FRYUI34JTQKB', rx)
        .replace(
          /<dds:groupedDeclarations> <eudrCommon:groupedDeclaration>26FRLSCV861ZVV<\/eudrCommon:groupedDeclaration> <\/dds:groupedDeclarations>/,
          '',
        ),
    );
    expect(faultErrors(again)).toEqual([
      expect.objectContaining({
        id: 'EUDR_REFERENCED_STATEMENT_NOT_FOUND',
        field: 'statement.groupedDeclarations.0',
      }),
    ]);
    // Verify-declaration calls a grouped statement not usable on its own.
    const v = await post(
      'verify',
      fill(VERIFY)
        .replace('EUDR00000001BE', rx)
        .replace('VN-2025-ABC12', (await overviewOf(x)).verificationNumber!),
    );
    expect(textAt(v.body, 'VerifyDeclarationResponse', 'result')).toBe('EXISTING_NON_USABLE');

    await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, g));
    expect((await overviewOf(x)).status).toBe('AVAILABLE');
    expect((await overviewOf(y)).status).toBe('AVAILABLE');
  });

  it('refused when a reference is unknown, not AVAILABLE, or the statement itself; nothing is grouped then', async () => {
    await open({ delayMs: 0 });
    const x = await submitSample();
    const rx = (await overviewOf(x)).referenceNumber!;
    const unknown = await post('dds', fill(SUBMIT_DDS_GROUPED).replace('26FRYUI34JTQKB', rx));
    expect(faultErrors(unknown)).toEqual([
      expect.objectContaining({
        id: 'EUDR_REFERENCED_STATEMENT_NOT_FOUND',
        field: 'statement.groupedDeclarations.1',
      }),
    ]);
    expect((await overviewOf(x)).status).toBe('AVAILABLE');

    const w = await submitSample();
    const rw = (await overviewOf(w)).referenceNumber!;
    await post('dds', fill(WITHDRAW_DDS).replace(SAMPLE_DDS_UUID, w));
    const withdrawn = await post(
      'dds',
      fill(SUBMIT_DDS_GROUPED).replace('26FRYUI34JTQKB', rx).replace('26FRLSCV861ZVV', rw),
    );
    expect(faultErrors(withdrawn).map((e) => e.field)).toEqual(['statement.groupedDeclarations.1']);
    expect((await overviewOf(x)).status).toBe('AVAILABLE');

    // An amendment naming the statement's own reference number.
    const self = await post(
      'dds',
      fill(AMEND_DDS)
        .replace(SAMPLE_DDS_UUID, x)
        .replace(
          '</dds:geoLocationConfidential>',
          `</dds:geoLocationConfidential> <dds:groupedDeclarations> <eudrCommon:groupedDeclaration>${rx}</eudrCommon:groupedDeclaration> </dds:groupedDeclarations>`,
        ),
    );
    expect(self.status).toBe(500);
    expect(faultErrors(self)[0]?.field).toBe('statement.groupedDeclarations.0');
    expect((await overviewOf(x)).status).toBe('AVAILABLE');
  });

  it('a rejected group releases what it grouped', async () => {
    await open({ delayMs: 1_000 });
    const x = await submitSample();
    advance(1_000);
    const rx = (await overviewOf(x)).referenceNumber!;
    await standIn.app.fetch(
      new Request('http://stand-in/_sim/faults', {
        method: 'POST',
        body: JSON.stringify({ fault: 'reject', reason: 'Refused by the authority.' }),
      }),
    );
    const group = await post(
      'dds',
      fill(SUBMIT_DDS_GROUPED)
        .replace('26FRYUI34JTQKB', rx)
        .replace(
          /<dds:groupedDeclarations> <eudrCommon:groupedDeclaration>26FRLSCV861ZVV<\/eudrCommon:groupedDeclaration> <\/dds:groupedDeclarations>/,
          '',
        ),
    );
    const g = textAt(group.body, 'SubmitDdsResponse', 'uuid')!;
    expect((await overviewOf(x)).status).toBe('GROUPED');
    advance(1_000);
    expect((await overviewOf(g)).status).toBe('REJECTED');
    expect((await overviewOf(x)).status).toBe('AVAILABLE');
  });
});

describe('grouping: amendments, simplified declarations, confidential geolocation', () => {
  const groupOf = (refs: string[]) =>
    `<dds:groupedDeclarations> ${refs.map((r) => `<eudrCommon:groupedDeclaration>${r}</eudrCommon:groupedDeclaration>`).join(' ')} </dds:groupedDeclarations>`;

  it('an amendment that drops a reference releases it, one that adds one groups it', async () => {
    await open({ delayMs: 0 });
    const [x, y, z] = [await submitSample(), await submitSample(), await submitSample()];
    const [rx, ry, rz] = [
      (await overviewOf(x)).referenceNumber!,
      (await overviewOf(y)).referenceNumber!,
      (await overviewOf(z)).referenceNumber!,
    ];
    const withRefs = (xml: string, refs: string[]) =>
      xml.replace('</dds:geoLocationConfidential>', `</dds:geoLocationConfidential> ${groupOf(refs)}`);
    const g = await post('dds', withRefs(fill(SUBMIT_DDS), [rx, ry]));
    const group = textAt(g.body, 'SubmitDdsResponse', 'uuid')!;
    expect([(await overviewOf(x)).status, (await overviewOf(y)).status]).toEqual(['GROUPED', 'GROUPED']);
    // Naming again what it groups already is no refusal; dropping y releases it; z joins.
    const a = await post('dds', withRefs(fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, group), [rx, rz]));
    expect(a.status, a.text).toBe(200);
    expect((await overviewOf(x)).status).toBe('GROUPED');
    expect((await overviewOf(y)).status).toBe('AVAILABLE');
    expect((await overviewOf(z)).status).toBe('GROUPED');
  });

  it('a simplified declaration groups only simplified declarations, with their verification numbers', async () => {
    await open({ delayMs: 0 });
    const dds = await submitSample();
    const ddsRef = (await overviewOf(dds)).referenceNumber!;
    const first = await post('sd', fill(SUBMIT_SD));
    const sdId = textAt(first.body, 'SubmitSdResponse', 'sdIdentifier')!;
    const ov = find(
      (await post('sd', fill(GET_SD).replace(SAMPLE_SD_UUID, sdId))).body,
      'GetSdResponse',
      'sdOverviewList',
    )!;
    const [ref, ver] = [textAt(ov, 'referenceNumber')!, textAt(ov, 'verificationNumber')!];
    // §5.2.1 verbatim sends an empty internal reference: the system generates one.
    expect(textAt(ov, 'internalReferenceNumber')).toMatch(/^26[A-Z0-9]{12}$/);
    const grouping = (r: string, v: string) =>
      fill(SUBMIT_SD).replace(
        '</sd:geoLocationConfidential>',
        `</sd:geoLocationConfidential> <sd:groupedDeclarations> <sd:referenceNumber>${r}</sd:referenceNumber> <sd:verificationNumber>${v}</sd:verificationNumber> </sd:groupedDeclarations>`,
      );
    const ofDds = await post('sd', grouping(ddsRef, 'ABCDEFGH'));
    expect(ofDds.status, ofDds.text).toBe(500);
    expect(faultErrors(ofDds)[0]?.field).toBe('statement.groupedDeclarations.0');
    const wrongNumber = await post('sd', grouping(ref, 'ABCDEFGH'));
    expect(faultErrors(wrongNumber)[0]?.id).toBe('EUDR_REFERENCED_STATEMENT_NOT_FOUND');
    const ok = await post('sd', grouping(ref, ver));
    expect(ok.status, ok.text).toBe(200);
    const after = find(
      (await post('sd', fill(GET_SD).replace(SAMPLE_SD_UUID, sdId))).body,
      'GetSdResponse',
      'sdOverviewList',
    )!;
    expect(textAt(after, 'status')).toBe('GROUPED');
    expect((await overviewOf(dds)).status).toBe('AVAILABLE');
  });

  it('confidential geolocation is left out for another operator, kept for its own', async () => {
    const other = { username: 'acme', authenticationKey: 'k-acme', clientId: 'eudr-acme' };
    await open({ delayMs: 0, accounts: [DEMO_EU_ACCOUNT, other] });
    const a = await post(
      'dds',
      fill(SUBMIT_DDS).replace(
        '<dds:geoLocationConfidential>false</dds:geoLocationConfidential>',
        '<dds:geoLocationConfidential>true</dds:geoLocationConfidential>',
      ),
    );
    const o = await overviewOf(textAt(a.body, 'SubmitDdsResponse', 'uuid')!);
    const ids = (c: Credentials = {}) =>
      fill(GET_DDS_BY_IDS, c)
        .replace('26BE7XTVCZAQ2S', o.referenceNumber!)
        .replace('SFFCB4Y3', o.verificationNumber!);
    const own = await post('dds', ids());
    expect(
      textAt(
        own.body,
        'GetDdsByIdentifiersResponse',
        'statement',
        'commodities',
        'producers',
        'geometryGeojson',
      ),
    ).toBe(GEOJSON);
    expect(textAt(own.body, 'GetDdsByIdentifiersResponse', 'statement', 'geoLocationConfidential')).toBe(
      'true',
    );
    const theirs = await post('dds', ids({ username: 'acme', key: 'k-acme', clientId: 'eudr-acme' }));
    expect(theirs.status, theirs.text).toBe(200);
    const producer = find(
      theirs.body,
      'GetDdsByIdentifiersResponse',
      'statement',
      'commodities',
      'producers',
    )!;
    expect(textAt(producer, 'country')).toBe('FR');
    expect(find(producer, 'geometryGeojson')).toBeUndefined();
  });
});

describe('faults and _sim routes (SIM_FAULTS=1)', () => {
  const sim = (method: string, p: string, body?: object) =>
    standIn.app.fetch(
      new Request(`http://stand-in${p}`, { method, body: body ? JSON.stringify(body) : undefined }),
    );
  const statements = async () =>
    (
      (await (await sim('GET', '/_sim/statements')).json()) as {
        statements: { uuid: string; status: string; internalReferenceNumber: string }[];
      }
    ).statements;

  it('http-500: an HTML 500 without a SOAP envelope, nothing stored; the next call is answered', async () => {
    await open({ delayMs: 0 });
    expect((await sim('POST', '/_sim/faults', { operation: 'submitDds', fault: 'http-500' })).status).toBe(
      201,
    );
    // Another operation does not spend it.
    expect((await post('echo', fill(ECHO_REQUEST))).status).toBe(200);
    const res = await standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.dds}`, { method: 'POST', body: fill(SUBMIT_DDS) }),
    );
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('Envelope');
    expect(await statements()).toHaveLength(0);
    await submitSample();
    expect(await statements()).toHaveLength(1);
  });

  it('timeout: the answer is held, then a 504; the request is not carried out; the caller giving up ends the hold', async () => {
    await open({ delayMs: 0 });
    await sim('POST', '/_sim/faults', { fault: 'timeout', holdMs: 60, times: 2 });
    const started = Date.now();
    const res = await standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.dds}`, { method: 'POST', body: fill(SUBMIT_DDS) }),
    );
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(await statements()).toHaveLength(0);
    await sim('POST', '/_sim/faults', { fault: 'timeout', holdMs: 600_000 });
    await sim('DELETE', '/_sim/faults'); // clears both
    await sim('POST', '/_sim/faults', { fault: 'timeout', holdMs: 600_000 });
    const controller = new AbortController();
    const held = standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.echo}`, {
        method: 'POST',
        body: fill(ECHO_REQUEST),
        signal: controller.signal,
      }),
    );
    setTimeout(() => controller.abort(), 20);
    expect(((await held) as Response).status).toBe(504);
  });

  it('lose-answer in-process: no readable answer, but the statement was taken (found by its internal reference)', async () => {
    await open({ delayMs: 0 });
    await sim('POST', '/_sim/faults', { operation: 'submitDds', fault: 'lose-answer' });
    const res = await standIn.app.fetch(
      new Request(`http://stand-in${SERVICE_PATHS.dds}`, {
        method: 'POST',
        body: fill(SUBMIT_DDS).replace(
          '<dds:internalReferenceNumber></dds:internalReferenceNumber>',
          '<dds:internalReferenceNumber>LOST-2</dds:internalReferenceNumber>',
        ),
      }),
    );
    await expect(res.text()).rejects.toThrow();
    const all = await statements();
    expect(all.map((s) => s.internalReferenceNumber)).toEqual(['LOST-2']);
  });

  it('reject: the next valid submission goes REJECTED with the reason; a refused one does not spend it', async () => {
    await open({ delayMs: 500 });
    await sim('POST', '/_sim/faults', { fault: 'reject', reason: 'Plot 3 lies in a protected area.' });
    const bad = await post(
      'dds',
      fill(SUBMIT_DDS).replace('<dds:hsHeading>4410</dds:hsHeading>', '<dds:hsHeading>9999</dds:hsHeading>'),
    );
    expect(bad.status).toBe(500);
    const uuid = await submitSample();
    const ok = await submitSample();
    advance(500);
    const o = await overviewOf(uuid);
    expect(o.status).toBe('REJECTED');
    expect(o.rejectionReason).toBe('Plot 3 lies in a protected area.');
    expect((await overviewOf(ok)).status).toBe('AVAILABLE');
  });

  it('authentication: the next call is refused although its credentials are right', async () => {
    await open();
    await sim('POST', '/_sim/faults', { fault: 'authentication' });
    const a = await post('dds', fill(SUBMIT_DDS));
    expect(textAt(a.body, 'Fault', 'faultstring')).toBe('Authentication failed');
    expect((await post('dds', fill(SUBMIT_DDS))).status).toBe(200);
  });

  it('the clock route moves the 72-hour window; a communication to the operator shows in getDds', async () => {
    await open({ delayMs: 0 });
    const uuid = await submitSample();
    expect((await sim('POST', '/_sim/clock', { advanceHours: 72 })).status).toBe(200);
    const res = await sim('POST', '/_sim/clock', { advanceHours: -1 });
    expect(res.status).toBe(400);
    const late = await post('dds', fill(AMEND_DDS).replace(SAMPLE_DDS_UUID, uuid));
    expect(faultErrors(late)[0]?.id).toBe('EUDR_API_AMEND_OR_WITHDRAW_DDS_NOT_POSSIBLE');
    const c = await sim('POST', '/_sim/communication', {
      uuid,
      content: 'Please send the supplier contracts.',
    });
    expect(c.status).toBe(200);
    const at = new Date(standIn.now()).toISOString();
    const o = await overviewOf(uuid);
    expect(JSON.parse(o.communicationToOperator!)).toEqual([
      ['date', at],
      ['content', 'Please send the supplier contracts.'],
    ]);
    expect((await sim('POST', '/_sim/communication', { uuid: 'nope', content: 'x' })).status).toBe(404);
    expect((await sim('POST', '/_sim/faults', { fault: 'explode' })).status).toBe(400);
  });

  it('without SIM_FAULTS the _sim routes do not exist and no fault applies', async () => {
    await open({ faults: false });
    expect((await sim('POST', '/_sim/faults', { fault: 'http-500' })).status).toBe(404);
    expect((await sim('GET', '/_sim/statements')).status).toBe(404);
    expect((await post('echo', fill(ECHO_REQUEST))).status).toBe(200);
    expect((await sim('GET', SERVICE_PATHS.dds)).status).toBe(404);
  });
});

describe('errors of the stand-in itself', () => {
  it('are a S:Server fault without the exception text', async () => {
    await open({ delayMs: 0 });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await standIn.close(); // the database is closed: the next submission fails inside
      const a = await post('dds', fill(SUBMIT_DDS));
      expect(a.status).toBe(500);
      expect(textAt(a.body, 'Fault', 'faultcode')).toBe('S:Server');
      expect(textAt(a.body, 'Fault', 'faultstring')).toBe(
        'Internal error of the EU stand-in; see the server log.',
      );
      expect(a.text).not.toMatch(/database|connection/i);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('durability', () => {
  it('a restart keeps the statements, their numbers and their pending decision', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'eu-stand-in-'));
    await open({ dataDir, delayMs: 1_000 });
    const a = await submitSample({ internalRef: 'KEEP-1' });
    advance(1_000);
    const before = await overviewOf(a);
    const b = await submitSample({ internalRef: 'KEEP-2' });
    await standIn.close();

    await open({ dataDir, delayMs: 1_000 });
    expect(await overviewOf(a)).toEqual({ ...before, date: before.date });
    expect((await overviewOf(b)).status).toBe('SUBMITTED');
    advance(1_000);
    expect((await overviewOf(b)).status).toBe('AVAILABLE');
    const v = await post(
      'verify',
      fill(VERIFY)
        .replace('EUDR00000001BE', before.referenceNumber!)
        .replace('VN-2025-ABC12', before.verificationNumber!),
    );
    expect(textAt(v.body, 'VerifyDeclarationResponse', 'result')).toBe('EXISTING_USABLE');
  });
});
