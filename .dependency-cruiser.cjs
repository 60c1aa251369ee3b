/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules own narrow interfaces and the composition root depends on them, never the reverse: ' +
        'in a cycle, even one of type imports only, no file can be read or changed apart from the others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-composition-root-in-modules',
      severity: 'error',
      comment:
        'The composition root (app.ts, app-types.ts, services.ts and the entry points) builds the ' +
        'modules and hands them what they need; a module takes its dependencies as arguments and its ' +
        'shared shapes from module-types.ts. Tests may build the whole app.',
      from: {
        path: '^apps/server/src/(modules|plugins|jobs|lib|db|dev-chains)/',
        pathNot: '[.]test[.]ts$',
      },
      to: { path: '^apps/server/src/(app|app-types|services|server|startup|admin-cli)[.]ts$' },
    },
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "Import another module only from its front door, modules/<m>/index.ts: it lists the module's " +
        'factory, public types and the SQL it lends, so its inner files (repos, rules, views) can change ' +
        "freely. Only a *.tables.ts or *.admin-repo.ts file may name another module's *.tables.ts, " +
        'for a foreign key or a join.',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['[.]test[.]ts$', '[.](tables|admin-repo)[.]ts$'],
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'module-front-door-from-tables',
      severity: 'error',
      comment:
        "A tables or admin-repo file names another module's *.tables.ts for a foreign key or a join; " +
        'anything else of that module: import from modules/<m>/index.ts.',
      from: { path: '^apps/server/src/modules/([^/]+)/[^/]+[.](tables|admin-repo)[.]ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/(index|[^/]+[.]tables)[.]ts$',
        ],
      },
    },
    {
      name: 'module-front-door-from-outside',
      severity: 'error',
      comment:
        'Code outside the modules (composition root, jobs, dev chains, bench, faults, the browser ' +
        "suite's harness) reaches a module only through its front door: import from " +
        'modules/<m>/index.ts. Tests may reach inside to set up rows.',
      from: {
        path: '^(apps/server|e2e)/',
        pathNot: ['^apps/server/src/modules/', '[.](test|e2e)[.]ts$', '^apps/server/test/'],
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'infrastructure-imports-no-module',
      severity: 'error',
      comment:
        'Shared infrastructure (db, lib, plugins, config, module-types) serves every module and knows ' +
        'none: a shape it needs from a module moves to module-types.ts or lib/.',
      from: {
        path: '^apps/server/src/((db|lib|plugins)/|(config|module-types)[.]ts$)',
        pathNot: '[.]test[.]ts$',
      },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-imports-no-feature',
      severity: 'error',
      comment:
        'A web feature imports no other feature: a piece two features share moves to components/ ' +
        '(screens parts) or lib/ (logic), and the route in app/ composes the features.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-no-feature-or-app',
      severity: 'error',
      comment:
        "The web's lib/ and components/ serve every feature and know none: they import neither " +
        'features/ nor app/.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `.build-*`: the builds `dist` links to (decision 019).
    exclude: { path: '(^|/)(dist|node_modules|[.]build-[^/]+)/' },
    // Type-only imports tie files together as much as value imports do, so they count.
    tsPreCompilationDeps: true,
    // Read only for its import alias: see the file.
    webpackConfig: { fileName: 'tools/dependency-cruiser/resolve.cjs' },
    // Workspace packages are reached through their package.json `exports`, as Node and Vite do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
