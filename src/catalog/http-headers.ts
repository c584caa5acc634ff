/**
 * The connection's peer address, written by the front server (src/front/request-guard.ts) after
 * it drops any copy the client sent; src/http/request.ts trusts only this one.
 */
export const PEER_ADDRESS_HEADER = 'x-zxw-peer-address';
