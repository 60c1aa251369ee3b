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
      name: 'module-tables-are-private',
      severity: 'error',
      comment:
        "A module reads and writes only its own tables: another module's tables and queries are " +
        'reached through its service. Read models join several modules for lists and reports and ' +
        'never write: the read-model modules (admin-users, admin-stats, members, operations) and a ' +
        "module's *.admin-repo.ts (its admin lists with the members' contact columns).",
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: [
          '[.]test[.]ts$',
          '^apps/server/src/modules/(admin-users|admin-stats|members|operations)/',
          // A table names the members' table for its foreign key; an admin list joins their contact.
          '[.](tables|admin-repo)[.]ts$',
        ],
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+[.](tables|repo)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
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
