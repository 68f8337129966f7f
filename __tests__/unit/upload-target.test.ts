import { expect, test } from '@jest/globals';
import { uploadUrlProblem } from '../../src/source/upload-target.ts';

/** Where the archive may be sent: the control plane's signed URL, judged before any connection. */
const HOSTED = 'https://api.host.langchain.com';

test('link-local, metadata, unspecified, private and loopback addresses are refused, in every spelling', () => {
  const refused = [
    'https://169.254.169.254/latest/meta-data/',
    'https://2852039166/', // 169.254.169.254 as one number
    'https://0xa9.0xfe.0xa9.0xfe/',
    'https://[::ffff:169.254.169.254]/',
    'https://[64:ff9b::169.254.169.254]/', // NAT64
    'https://[fe80::1]/',
    'https://[fd00:ec2::254]/',
    'https://100.100.100.200/',
    'https://metadata.google.internal/',
    'https://METADATA.Google.Internal./',
    'https://metadata/',
    'https://instance-data.ec2.internal/',
    'https://0.0.0.0/',
    'https://0/',
    'https://[::]/',
    'https://10.0.0.1/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://100.64.0.1/',
    'https://[fc00::1]/',
    'https://[fdff::1]/',
    'https://[::ffff:10.1.2.3]/',
    'https://127.0.0.1/',
    'https://localhost/',
    'https://storage.localhost/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
  ];
  expect(refused.filter((url) => !uploadUrlProblem(url, HOSTED))).toEqual([]);
  const allowed = [
    'https://storage.googleapis.com/bucket/o?X-Goog-Signature=abc',
    'https://s3.us-east-1.amazonaws.com/b/o',
    'https://172.32.0.1/',
    'https://100.128.0.1/',
    'https://8.8.8.8/',
    'https://[2001:db8::1]/',
  ];
  expect(allowed.map((url) => uploadUrlProblem(url, HOSTED))).toEqual(allowed.map(() => undefined));
});

test('the reason names the address and what it is', () => {
  expect(uploadUrlProblem('https://[::ffff:169.254.169.254]/x', HOSTED)).toBe(
    '[::ffff:a9fe:a9fe] is a link-local address (where cloud metadata services answer)',
  );
  expect(uploadUrlProblem('https://metadata.google.internal/x', HOSTED)).toBe(
    'metadata.google.internal is a cloud metadata service',
  );
});

test('this machine and a private network are allowed only when the control plane is there too; metadata never', () => {
  const local = 'http://127.0.0.1:8080';
  expect(uploadUrlProblem('http://127.0.0.1:9000/__storage/o', local)).toBeUndefined();
  expect(uploadUrlProblem('https://[::1]/o', local)).toBeUndefined();
  expect(uploadUrlProblem('https://10.0.0.1/o', local)).toMatch(/private-network address/);
  const privatePlane = 'https://10.0.0.5/api-host';
  expect(uploadUrlProblem('https://10.0.0.9/o', privatePlane)).toBeUndefined();
  expect(uploadUrlProblem('https://127.0.0.1/o', privatePlane)).toMatch(/loopback/);
  for (const plane of [local, privatePlane, HOSTED])
    expect(uploadUrlProblem('https://169.254.169.254/o', plane)).toMatch(/link-local/);
});

test('plain http only to this machine, with a control plane on this machine', () => {
  expect(uploadUrlProblem('http://storage.googleapis.com/o', HOSTED)).toMatch(/only https is accepted/);
  expect(uploadUrlProblem('http://127.0.0.1:9000/o', HOSTED)).toMatch(/only https is accepted/);
  expect(uploadUrlProblem('http://10.0.0.9/o', 'https://10.0.0.5/api-host')).toMatch(
    /only https is accepted/,
  );
  expect(uploadUrlProblem('not a url', HOSTED)).toBe('it is not a URL');
});

test('a host name is judged by what it resolves to: never a metadata, link-local, unspecified or (with a remote control plane) loopback address', () => {
  const none = { upload: [], plane: [] };
  const to = (...upload: string[]) => ({ upload, plane: [] });
  const url = 'https://169.254.169.254.nip.io/o?X-Goog-Signature=abc';
  expect(uploadUrlProblem(url, HOSTED, none)).toBeUndefined(); // nothing resolved: nothing to tell
  expect(uploadUrlProblem(url, HOSTED, to('169.254.169.254'))).toBe(
    '169.254.169.254.nip.io resolves to 169.254.169.254, a link-local address (where cloud metadata services answer)',
  );
  expect(uploadUrlProblem('https://s.example/o', HOSTED, to('2001:db8::1', 'fd00:ec2::254'))).toBe(
    's.example resolves to fd00:ec2::254, a cloud metadata service',
  );
  expect(uploadUrlProblem('https://s.example/o', HOSTED, to('::ffff:169.254.169.254'))).toMatch(/link-local/);
  expect(uploadUrlProblem('https://s.example/o', HOSTED, to('0.0.0.0'))).toMatch(/unspecified/);
  expect(uploadUrlProblem('https://localtest.me/o', HOSTED, to('127.0.0.1'))).toBe(
    'localtest.me resolves to 127.0.0.1, this machine (loopback), and the control plane is not on it',
  );
  // A private endpoint of the cloud's storage (VPC endpoint, Private Service Connect): allowed.
  expect(uploadUrlProblem('https://storage.googleapis.com/o', HOSTED, to('10.8.0.5'))).toBeUndefined();
  expect(uploadUrlProblem('https://storage.googleapis.com/o', HOSTED, to('142.250.0.1'))).toBeUndefined();
  // A control plane on this machine, by name: its storage may be here too.
  const localPlane = 'https://langsmith.test:8443';
  expect(
    uploadUrlProblem('https://minio.test/o', localPlane, { upload: ['127.0.0.1'], plane: ['::1'] }),
  ).toBeUndefined();
  expect(
    uploadUrlProblem('https://minio.test/o', localPlane, { upload: ['169.254.169.254'], plane: ['::1'] }),
  ).toMatch(/link-local/);
});
