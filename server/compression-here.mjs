// Imported first by server/storefront-server.mjs: this server compresses (cached pages once per version,
// everything else as it streams), so next.config.mjs turns Next's own gzip off when it reads this. Under
// `next start`, with no such server in front, Next compresses itself (docs/adr/0071).
process.env.SHOP_SERVER_COMPRESSES = '1';
