import { describe, expect, it } from 'vitest';
import { matchPushHost, parsePushHostRule, PUSH_SERVICE_HOSTS } from '@uyku/domain';
import { loadConfig, StartupError } from '../../../src/config.js';
import { isPublicAddress } from '../../../src/features/push/addresses.js';
import { checkEndpoint, type EndpointPolicy } from '../../../src/features/push/endpoint.js';

/**
 * The rules that decide which push endpoints the server stores and contacts: the host list and its
 * matching, the URL checks, the address classes refused after resolution, and PUSH_ALLOWED_HOSTS.
 */
const policy: EndpointPolicy = { allowedHosts: [...PUSH_SERVICE_HOSTS, 'push.example.test'], allowLoopbackHttp: false };
const reasonOf = (endpoint: string, given = policy) => {
  const checked = checkEndpoint(endpoint, given);
  return checked.ok ? `ok ${'rule' in checked.host ? checked.host.rule : ''}` : checked.reason;
};

describe('push service hosts', () => {
  it('admit the browsers’ push services, exactly or below a *. rule, case and trailing dot aside', () => {
    const admitted: [string, string][] = [
      ['https://fcm.googleapis.com/fcm/send/abc', 'ok fcm.googleapis.com'],
      ['https://FCM.GoogleAPIs.com./fcm/send/abc', 'ok fcm.googleapis.com'],
      ['https://fcm.googleapis.com:443/fcm/send/abc', 'ok fcm.googleapis.com'],
      ['https://android.googleapis.com/gcm/send/abc', 'ok android.googleapis.com'],
      ['https://updates.push.services.mozilla.com/wpush/v2/abc', 'ok updates.push.services.mozilla.com'],
      ['https://other.push.services.mozilla.com/wpush/v2/abc', 'ok *.push.services.mozilla.com'],
      ['https://web.push.apple.com/QGx', 'ok web.push.apple.com'],
      ['https://api.push.apple.com/QGx', 'ok *.push.apple.com'],
      ['https://wns2-par02p.notify.windows.com/w/?token=abc', 'ok *.notify.windows.com'],
      ['https://push.example.test/x', 'ok push.example.test'],
    ];
    const refused: [string, string][] = [
      ['https://push.apple.com/x', 'host-not-allowed'],
      ['https://notify.windows.com/x', 'host-not-allowed'],
      ['https://evilnotify.windows.com/x', 'host-not-allowed'],
      ['https://fcm.googleapis.com.evil.example/x', 'host-not-allowed'],
      ['https://a..notify.windows.com/x', 'host-not-allowed'],
      ['https://a_b.notify.windows.com/x', 'host-not-allowed'],
      ['https://sub.push.example.test/x', 'host-not-allowed'],
      ['https://example.org/x', 'host-not-allowed'],
      ['http://fcm.googleapis.com/x', 'scheme'],
      ['ftp://fcm.googleapis.com/x', 'scheme'],
      ['https://fcm.googleapis.com:8443/x', 'port'],
      ['https://user@fcm.googleapis.com/x', 'credentials'],
      ['https://user:pw@fcm.googleapis.com/x', 'credentials'],
      ['https://127.0.0.1/x', 'ip-literal'],
      ['https://2130706433/x', 'ip-literal'],
      ['https://0x7f.1/x', 'ip-literal'],
      ['https://017700000001/x', 'ip-literal'],
      ['https://[::1]/x', 'ip-literal'],
      ['https://[::ffff:127.0.0.1]/x', 'ip-literal'],
      ['https://169.254.169.254/latest', 'ip-literal'],
      ['https://localhost/x', 'local-name'],
      ['https://localhost./x', 'local-name'],
      ['https://push.localhost/x', 'local-name'],
      ['not a url', 'not-a-url'],
    ];
    for (const [endpoint, expected] of [...admitted, ...refused]) expect(reasonOf(endpoint), endpoint).toBe(expected);
  });

  it('allow plain http to a loopback literal only in the test mode', () => {
    const testMode = { ...policy, allowLoopbackHttp: true };
    expect(reasonOf('http://127.0.0.1:4000/push', testMode)).toBe('ok loopback-test');
    expect(reasonOf('http://[::1]:4000/push', testMode)).toBe('ok loopback-test');
    expect(reasonOf('http://localhost:4000/push', testMode)).toBe('scheme');
    expect(reasonOf('http://10.0.0.1:4000/push', testMode)).toBe('scheme');
    expect(reasonOf('https://127.0.0.1:4000/push', testMode)).toBe('port');
    expect(reasonOf('http://127.0.0.1:4000/push')).toBe('scheme');
  });

  it('are written as host names or *. rules; anything else is no rule', () => {
    expect(parsePushHostRule(' Push.Example.org. ')).toBe('push.example.org');
    expect(parsePushHostRule('*.push.example.org')).toBe('*.push.example.org');
    for (const junk of [
      '*',
      '*.org',
      'org',
      'localhost',
      '*.localhost',
      'a.localhost',
      '127.0.0.1',
      '10.0.0.1',
      '[::1]',
      '0x7f.1',
      'https://push.example.org',
      'push.example.org:8443',
      'push.example.org/x',
      'a.*.example.org',
      '-a.example.org',
      'a_b.example.org',
      '',
    ]) {
      expect(parsePushHostRule(junk), junk).toBeUndefined();
    }
    expect(matchPushHost('x.push.example.org', ['*.push.example.org'])).toBe('*.push.example.org');
    expect(matchPushHost('push.example.org', ['*.push.example.org'])).toBeUndefined();
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it('adds hosts, and stops the start with a clear message for anything that is not one', () => {
    expect(loadConfig({}).push.allowedHosts).toEqual([]);
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: 'Push.Example.org, *.push.example.net,' }).push.allowedHosts).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
    for (const junk of ['https://push.example.org', '127.0.0.1', 'push.example.org,localhost', '*', 'push.example.org:444']) {
      expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: junk }), junk).toThrow(StartupError);
    }
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'ok.example.org,10.0.0.1' })).toThrow(
      /PUSH_ALLOWED_HOSTS.*not understood: 10\.0\.0\.1/,
    );
  });
});

describe('addresses a push service name may resolve to', () => {
  it('are public unicast only', () => {
    const publicOnes = [
      '142.250.185.74',
      '17.253.144.10',
      '8.8.8.8',
      '2a00:1450:4001:82b::200a',
      '2606:4700::1111',
      '64:ff9b::8.8.8.8',
    ];
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::a00:1',
      '::127.0.0.1',
      '2001:db8::1',
      '2001::1',
      '2002:7f00:1::1',
      '100::1',
      'not-an-address',
      '',
    ];
    for (const address of publicOnes) expect(isPublicAddress(address), address).toBe(true);
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    // 172.15 and 172.32 lie outside the private /12, 100.63 and 100.128 outside CGNAT.
    for (const address of ['172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
