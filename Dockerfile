# Crédito — production image. Build once; run many instances (compose.yaml; README "Produção").
# The same commands run without a container engine in scripts/image-check.ts (a step of `npm test`).

# 1. Every dependency (the build needs vite, esbuild, tsx), cached while the lockfile does not change.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# 2. Client assets (vite), the server entry of the public pages (vite --ssr, React and Mantine bundled in) and the
#    server bundle (esbuild) in dist/, then only production dependencies are kept.
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 3. Runtime: production dependencies, the build, plain node, a non-root user.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
# The only writable place: uploads on disk when S3 is not used (a volume), the generated files of the embedded database.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = the database answers and the instance is not draining (SIGTERM turns /readyz to 503).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1: SIGTERM (docker stop) reaches the server, which drains; stop_grace_period must exceed the drain.
CMD ["node", "dist/server/main.js"]
