# Legal Document Discovery: one image for every process role (PROCESS_ROLE=web | worker | all).
# Three stages: `build` compiles the contract, the server (TypeScript -> apps/server/dist) and the
# web app with every dependency; `runtime-deps` installs only the server's production dependencies;
# the final stage copies the compiled output and those dependencies, and runs as the unprivileged
# `node` user. docs/production.md explains the settings; compose.yaml runs the whole set-up.
# No `# syntax=` line: BuildKit's built-in frontend covers this file, so a build needs no image from
# a registry besides the base (which a firm may mirror).
#
# Debian (glibc), not Alpine: the prebuilt native modules (@node-rs/argon2, @napi-rs/canvas, PGlite's
# WebAssembly aside) and the ffmpeg/ffprobe binaries from @ffmpeg-installer are glibc builds.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# --ignore-scripts: no dependency's install script runs at build time. The only ones the product
# needs are the ffmpeg/ffprobe installers' `chmod u+x` (done in runtime-deps); better-sqlite3's
# (an unused dev/peer dependency) would download a prebuilt binary from GitHub or compile with
# python3/make/g++, which the slim image does not have: the first real build failed on exactly that.
# esbuild (Vite) finds its platform binary through @esbuild/linux-x64 without its postinstall.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
# `npm run build`: the web app's bundle (Vite), then the contract and the server (tsc) into
# packages/contract/dist and apps/server/dist, with src/'s layout (see apps/server/tsconfig.build.json).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Only the server workspace's production dependencies (no React, Vite, TypeScript, test tools), then
# what nothing loads at run time: source maps and type declarations of dependencies (~120 MB) and
# better-sqlite3 (an optional peer of drizzle-orm that npm installs; the server uses PostgreSQL/PGlite).
RUN npm ci --omit=dev --workspace @app/server --ignore-scripts --no-audit --no-fund \
 && chmod 0755 node_modules/@ffmpeg-installer/linux-x64/ffmpeg node_modules/@ffprobe-installer/linux-x64/ffprobe \
 && npm cache clean --force \
 && find node_modules apps -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete \
 && rm -rf node_modules/better-sqlite3

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PROCESS_ROLE=all \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# Code and dependencies belong to root and are read-only for the process; only /data is writable.
COPY --from=runtime-deps /app ./
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/drizzle apps/server/drizzle
# The deposition assistant's word vectors (5.6 MB, read once at start).
COPY apps/server/lexicon apps/server/lexicon
COPY --from=build /app/apps/web/dist apps/web/dist
# The offline speech recogniser (TRANSCRIPTION_ENGINE=auto picks it up): Debian's PocketSphinx and
# its US English model, about 40 MB. Without them the image transcribes only through a configured engine.
# LibreOffice without a GUI reads Word, Excel and PowerPoint 97-2003 files and RTF (a converted copy;
# the original is kept): collected mailboxes are full of them. Without it those documents fail with
# the packages to install.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pocketsphinx pocketsphinx-en-us \
    libreoffice-core-nogui libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness of the process (web, all, and the worker's small health listener on PORT). The reverse
# proxy separately probes /api/v1/health/ready (database, storage, queue) before sending traffic.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Compiled JavaScript, no TypeScript loader; "compiled" selects the contract's dist/ build.
CMD ["node", "--enable-source-maps", "--conditions=compiled", "apps/server/dist/main.js"]
