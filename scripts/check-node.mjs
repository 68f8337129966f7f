// Runs first in every npm script that needs Node 24, on whatever Node the machine has (even an
// old one): one clear line instead of a stack trace from a syntax or API the old Node lacks.
//
// With --after-install it is the postinstall of `npm ci`, and never fails the install: when npm
// itself runs on an older Node, it has just warned EBADENGINE (this project, and a dependency that
// needs Node 22), and one line says why and whether anything is left to do.
const NEEDED = 24;
const [major] = process.versions.node.split('.').map(Number);
const fix =
  'Install Node 24 (see .node-version); on Linux x64/arm64 (glibc), Windows x64 and Intel macOS, `npm ci` also installs it into node_modules/.bin unless optional dependencies or install scripts are skipped.';

if (process.argv.includes('--after-install')) {
  // "npm/11.19.1 node/v20.20.2 linux x64 workspaces/false": the Node npm runs on.
  const npmNode = /\bnode\/v(\d+)\.(\S+)/.exec(process.env.npm_config_user_agent ?? '');
  if (npmNode && Number(npmNode[1]) < NEEDED) {
    const behind = `The EBADENGINE warnings above are npm running on Node ${npmNode[1]}.${npmNode[2]}: this project needs Node >= ${NEEDED}.`;
    console.log(
      major >= NEEDED
        ? `${behind} Nothing to do: npm has installed Node ${process.versions.node} into node_modules/.bin, and every npm script runs on it.`
        : `${behind} ${fix}`,
    );
  }
  process.exit(0);
}

if (major < NEEDED) {
  console.error(
    `This project needs Node >= ${NEEDED} (the runtime of runs.using: node24), but npm found Node ${process.versions.node}. ${fix}`,
  );
  process.exit(1);
}
