// React 19 ships CommonJS only. For the browser test runner we bundle one React instance with
// esbuild and serve small ES facades for 'react', 'react/jsx-runtime', 'react-dom' and
// 'react-dom/client' (DESIGN §10). Export names are read in a child process because
// requiring React inside the runner breaks its console proxy.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const FACADES = {
  react: 'React',
  'react/jsx-runtime': 'JsxRuntime',
  'react/jsx-dev-runtime': 'JsxDevRuntime',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOMClient',
};
const VENDOR_PATH = '/__react/vendor.js';
const facadePath = (name) => `/__react/${name.replace(/\//g, '__')}.js`;

function readExportNames() {
  const script = `const out = {}; for (const n of ${JSON.stringify(Object.keys(FACADES))}) out[n] = Object.keys(require(n));
    process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function reactEsm() {
  let vendor;
  let exportNames;
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      if (source in FACADES) return facadePath(source);
    },
    async serve(context) {
      if (context.path === VENDOR_PATH) {
        vendor ??= build({
          stdin: {
            contents: Object.entries(FACADES)
              .map(([m, n]) => `export * as ${n} from '${m}';`)
              .join('\n'),
            resolveDir: process.cwd(),
          },
          bundle: true,
          format: 'esm',
          write: false,
          platform: 'browser',
          define: { 'process.env.NODE_ENV': '"development"' },
        }).then((r) => r.outputFiles[0].text);
        return { body: await vendor, type: 'js' };
      }
      const entry = Object.entries(FACADES).find(([m]) => facadePath(m) === context.path);
      if (!entry) return;
      exportNames ??= readExportNames();
      const [module, binding] = entry;
      const names = exportNames[module].filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
      const body =
        `import { ${binding} as M } from '${VENDOR_PATH}';\nexport default M;\n` +
        (names.length ? `export const { ${names.join(', ')} } = M;\n` : '');
      return { body, type: 'js' };
    },
  };
}
