module.exports = { reactStrictMode: true, poweredByHeader: false };
