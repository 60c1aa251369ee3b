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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
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
