import sharp from 'sharp';

/**
 * libvips keeps an operation cache (up to 50 MB by default) so that repeated work on the same input is
 * cheap. A server that reads each uploaded file once gains nothing from it and would hold that memory for good:
 * off. Imported by every module here that uses sharp.
 */
sharp.cache(false);

export { sharp };
