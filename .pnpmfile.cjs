// better-sqlite3 (the chat-bot example's SQLite driver) builds from source with
// node-gyp when its prebuilt binary cannot be fetched. node-gyp would then
// download Node's headers; this machine's Node package ships them under
// /usr/include/node, so point node-gyp there when they are the running Node's.
// pnpm passes only a short list of variables to install scripts, hence extraEnv.
const { existsSync, readFileSync } = require("node:fs");

const headers = "/usr";
const versionFile = `${headers}/include/node/node_version.h`;

function headersVersion() {
  if (!existsSync(versionFile)) return undefined;
  const text = readFileSync(versionFile, "utf8");
  const parts = ["MAJOR", "MINOR", "PATCH"].map((part) => new RegExp(`#define NODE_${part}_VERSION (\\d+)`).exec(text)?.[1]);
  return parts.every((part) => part !== undefined) ? `v${parts.join(".")}` : undefined;
}

module.exports = {
  hooks: {
    updateConfig(config) {
      if (headersVersion() !== process.version) return config;
      return { ...config, extraEnv: { ...config.extraEnv, npm_config_nodedir: headers } };
    },
  },
};
