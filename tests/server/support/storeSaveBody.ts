import type { Entity } from '../../../src/contract/types';

/** `/client/store/save`'s body from the store get-store-info answers: its fields less those the server sets. */
export function storeSaveBody(store: Entity<'Store'>) {
  const {
    id: _id,
    country: _c,
    storetype: _t,
    clientsAmount: _a,
    currencyName: _n,
    redeemBought: _b,
    redeemFree: _f,
    withSubscription: _w,
    hasSubscripton: _h,
    isMultiStore: _m,
    clientWebApp: _cw,
    slug: _s,
    timeZone: _tz,
    nps: _nps,
    plan: _p,
    ...editable
  } = store;
  return editable;
}
