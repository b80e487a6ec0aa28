// @ts-check
/**
 * What the image optimizer (GET /_next/image?url&w&q, spec 7.4) serves: it answers 400 for a
 * width or quality not listed here (spec 9's lists). CommonJS because next.config.js's
 * `images` reads it; OptimizedImage builds its URLs from the same lists.
 */
const deviceSizes = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384];
const qualities = [75];

module.exports = { deviceSizes, imageSizes, qualities };
