import { listenHostname } from './config';

describe('the address platform-api listens on', () => {
  it('is this machine only unless PLATFORM_API_HOST says otherwise', () => {
    expect(listenHostname({})).toBe('127.0.0.1');
    expect(listenHostname({ PLATFORM_API_HOST: '' })).toBe('127.0.0.1');
    expect(listenHostname({ PLATFORM_API_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHostname({ PLATFORM_API_HOST: '::' })).toBe('::');
  });
});
