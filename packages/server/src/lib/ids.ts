/**
 * Row ids are UUIDv7 (RFC 9562): Unix milliseconds first, so ids sort by creation time and index well.
 * The `uuid` package's v7 keeps a 32-bit sequence that counts up within a millisecond, and holds the
 * last time while the clock steps back, so ids made by this process are in creation order and
 * "newest first" by id is exact.
 */
export { v7 as uuidv7 } from 'uuid';
