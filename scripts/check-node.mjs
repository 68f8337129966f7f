// Runs first in every npm script that needs Node 24, on whatever Node the machine has (even an
// old one): one clear line instead of a stack trace from a syntax or API the old Node lacks.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `This project needs Node >= 24 (the runtime of runs.using: node24), but npm found Node ${process.versions.node}. ` +
      'Install Node 24 (see .node-version); on Linux x64/arm64 (glibc), Windows x64 and Intel macOS, `npm ci` also installs it into node_modules/.bin unless optional dependencies or install scripts are skipped.',
  );
  process.exit(1);
}
