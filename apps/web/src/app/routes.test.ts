import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { routeMeta, routeModules } from '../route-meta.ts';
import { legalLinks, memberNavItems } from './layouts/nav-items.ts';
import { appRoutes, catalogGroupsOf, layoutOf, routesInEveryLanguage } from './routes.ts';

const route = (path: string) => {
  const found = appRoutes.find((entry) => entry.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('the route table', () => {
  it('declares each path once, with a screen or a redirect', () => {
    const paths = appRoutes.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of appRoutes) expect(Boolean(entry.screen) !== Boolean(entry.redirect)).toBe(true);
  });

  it('loads every screen it names', async () => {
    for (const { screen } of appRoutes) if (screen) expect(typeof (await screen.load())).toBe('function');
  }, 30_000);

  it('prerenders the public pages, with their head, and only public pages', () => {
    expect(routeMeta.filter((meta) => meta.body).map((meta) => meta.path)).toEqual([
      '/',
      '/nova-staking',
      '/transparency',
      '/help',
      '/terms',
      '/privacy',
      '/login',
      '/register',
    ]);
    for (const entry of appRoutes.filter((candidate) => candidate.prerender))
      expect(['public', 'signed-out']).toContain(entry.access);
  });

  it('leads the spec placeholder paths to the screens that exist', () => {
    expect(route('/referral').redirect?.({})).toBe('/invite');
    expect(route('/transactions').redirect?.({})).toBe('/profile#transactions');
    expect(route('/admin/:tab').redirect?.({ tab: 'fee-tiers' })).toBe('/admin?tab=fee-tiers');
    expect(route('/withdraw').screen?.module).toBe('src/app/routes/withdraw.tsx');
    expect(route('*').screen?.module).toBe('src/app/routes/not-found.tsx');
  });

  it('gates and frames each route by its access', () => {
    expect(route('/dashboard')).toMatchObject({ access: 'member' });
    expect(layoutOf(route('/dashboard'))).toBe('user');
    expect(layoutOf(route('/login'))).toBe('auth');
    expect(layoutOf(route('/help'))).toBe('public');
    expect(route('/admin')).toMatchObject({ access: 'admin' });
    expect(layoutOf(route('/admin'))).toBe('none');
  });

  it('derives the navigation and the preloads of signed-in pages', () => {
    expect(memberNavItems.map((item) => item.to)).toEqual([
      '/dashboard',
      '/tasks',
      '/vip-selection',
      '/invite',
      '/profile',
    ]);
    expect(legalLinks.map((link) => i18n._(link.label))).toEqual([
      'Transparency',
      'Help',
      'Terms',
      'Privacy',
    ]);
    expect(routeModules['/dashboard']).toEqual([
      'src/app/guards.tsx',
      'src/app/layouts/user-layout.tsx',
      'src/app/routes/dashboard.tsx',
    ]);
    expect(routeModules['/login']).toBeUndefined();
  });

  it('gives each prerendered page an address in every other language, and its catalogs a group', () => {
    const paths = routesInEveryLanguage.map((entry) => entry.path);
    for (const path of ['/es', '/pt-BR/transparency', '/ar/login', '/es/help']) expect(paths).toContain(path);
    expect(paths).not.toContain('/es/dashboard');
    expect(catalogGroupsOf(route('/'))).toEqual(['landing']);
    expect(catalogGroupsOf(route('/transparency'))).toEqual(['landing', 'transparency']);
    expect(catalogGroupsOf(route('/help'))).toEqual(['landing', 'help']);
    expect(catalogGroupsOf(route('/privacy'))).toEqual(['landing', 'help']);
    expect(catalogGroupsOf(route('/login'))).toEqual(['member', 'account']);
    expect(catalogGroupsOf(route('/dashboard'))).toEqual(['member', 'home']);
    expect(catalogGroupsOf(route('/profile'))).toEqual(['member', 'account', 'home', 'deposits']);
    expect(catalogGroupsOf(route('/transparency/verify'))).toEqual(['member', 'transparency']);
    expect(catalogGroupsOf(route('/admin'))).toEqual(['admin']);
  });
});
