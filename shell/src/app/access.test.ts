import type { Member } from '@creator/api/contract';
import { resolveGate, type MemberState } from './access';
import { findScreen } from './route-table';

const member = (overrides: Partial<Member> = {}): Member => ({
  memberId: 'm-1',
  email: 'demo@example.com',
  displayName: 'Demo',
  memberKind: 'REGULAR',
  latestStatus: 'VALID',
  agreedTerms: { creator: true },
  ...overrides,
});

const loaded = (m: Member | null): MemberState => ({ status: 'success', member: m });

describe('resolveGate', () => {
  it('lets anyone see /terms and the 404 page, whatever the member state', () => {
    for (const state of [
      { status: 'pending' } as const,
      { status: 'error', httpStatus: 401 } as const,
      loaded(null),
      loaded(member({ agreedTerms: { creator: false } })),
      loaded(member({ latestStatus: 'REGISTERED' })),
    ]) {
      expect(resolveGate('/terms', state)).toBe('public');
      expect(resolveGate('/404/', state)).toBe('public');
      // A path no screen owns shows the same not-found page.
      expect(resolveGate('/no-such-page', state)).toBe('public');
    }
  });

  it('waits while the member is loading', () => {
    expect(resolveGate('/', { status: 'pending' })).toBe('pending');
  });

  it('asks to sign in when the API answers 401 or reports nobody signed in', () => {
    expect(resolveGate('/', { status: 'error', httpStatus: 401 })).toBe('login');
    expect(resolveGate('/book/all', loaded(null))).toBe('login');
  });

  it('reports other failures to load the member as an error', () => {
    expect(resolveGate('/', { status: 'error', httpStatus: 500 })).toBe('error');
    expect(resolveGate('/', { status: 'error' })).toBe('error');
  });

  it('asks for the creator terms before checking the member status', () => {
    expect(
      resolveGate(
        '/',
        loaded(member({ agreedTerms: { creator: false }, latestStatus: 'REGISTERED' })),
      ),
    ).toBe('terms');
  });

  it('asks a REGISTERED member to verify the email', () => {
    expect(resolveGate('/gifts', loaded(member({ latestStatus: 'REGISTERED' })))).toBe(
      'verifyEmail',
    );
  });

  it('shows a spinner for INVALID and DELETED members', () => {
    expect(resolveGate('/', loaded(member({ latestStatus: 'INVALID' })))).toBe('pending');
    expect(resolveGate('/', loaded(member({ latestStatus: 'DELETED' })))).toBe('pending');
  });

  it('lets a VALID member who agreed to the terms in, on shell and remote paths', () => {
    for (const path of ['/', '/book', '/book/all', '/chapter/editor', '/revenue/detail']) {
      expect(resolveGate(path, loaded(member()))).toBe('allowed');
    }
  });
});

describe('findScreen', () => {
  it.each([
    ['/', 'shell'],
    ['/book', 'works'],
    ['/book/setting', 'works'],
    ['/chapter/sorting', 'works'],
    ['/revenue/report', 'revenue'],
    ['/withdraw/form', 'revenue'],
    ['/data-center', 'insights'],
    ['/data-center/book', 'insights'],
    ['/contest/all', 'community'],
    ['/comments', 'community'],
    ['/gifts', 'community'],
    ['/terms', 'shell'],
    ['/404', 'shell'],
    ['/404/', 'shell'],
    ['/book/all/', 'works'],
  ])('%s belongs to %s', (path, owner) => {
    expect(findScreen(path)?.owner).toBe(owner);
  });

  it('owns nothing else', () => {
    expect(findScreen('/nope')).toBeUndefined();
    expect(findScreen('/gifts/extra')).toBeUndefined();
    expect(findScreen('/bookish')).toBeUndefined();
    expect(findScreen('/book/nope')).toBeUndefined();
  });
});
