# Parlor's image: the bot compiled to JavaScript, run by Node 20 as a non-root user with only the
# production dependencies. test/e2e/image.test.ts runs these very steps (COPY, RUN, ENV, CMD) on this
# machine and starts the result against the stand-in for Discord, so the image cannot drift from the code.

# ---- build: every dependency, TypeScript compiled to dist/ ----
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build

# ---- runtime: production dependencies and dist/ only ----
FROM node:20-slim
ENV NODE_ENV=production
ENV LOG_FORMAT=json
ENV METRICS_PORT=9464
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 9464
STOPSIGNAL SIGTERM
# The V8 flags of src/runtime-flags.ts, as npm start passes them.
CMD ["node", "--max-semi-space-size=32", "dist/main.js"]
