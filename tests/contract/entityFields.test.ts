import { describe, expect, it } from 'vitest';
import { contract } from '../support/contract';

/** The fields spec §3 lists for each entity, and the defaults it gives them. */
type JsonSchema = { properties?: Record<string, JsonSchema>; default?: unknown; $ref?: string };
const schemas = (contract as { components: { schemas: Record<string, JsonSchema> } }).components.schemas;

function fieldsOf(entity: string): Record<string, JsonSchema> {
  const properties = schemas[entity]?.properties;
  if (!properties) throw new Error(`No entity ${entity} in the contract`);
  return properties;
}

const SPEC_FIELDS: Record<string, string[]> = {
  Session: [
    'email',
    'firstName',
    'LastName',
    'storeId',
    'storeName',
    'storeUserType',
    'token',
    'userType',
    'showAffiliateCommerce',
    'affiliateCommerce',
    'locationName',
    'locationId',
    'permCreateCustomer',
    'permGivePoints',
    'permRedeem',
  ],
  Employee: [
    'id',
    'first_name',
    'last_name',
    'email',
    'mobile',
    'password',
    'location',
    'permRedeem',
    'permGivePoints',
    'permCreateCustomer',
    'permStore',
  ],
  Store: [
    'name',
    'country',
    'storetype',
    'clientsAmount',
    'currencyCode',
    'currencyName',
    'useConversion',
    'conversionPoints',
    'conversionMoney',
    'welcomePoints',
    'emailOnCustomerCreation',
    'emailOnGivePoints',
    'emailOnRedemmed',
    'redeemBought',
    'redeemFree',
    'showDescriptionField',
    'showTicketNumberField',
    'logo',
    'phone',
    'phoneCode',
    'description',
    'email',
    'requestReward',
    'rewardRequestInfo',
    'ordersLink',
    'qrReward',
    'discountGivenPoints',
    'withSubscription',
    'hasSubscripton',
    'isMultiStore',
    'clientWebApp',
    'slug',
    'nps',
  ],
  GeneralConfiguration: ['supportPhone'],
  AdminStore: [
    'name',
    'storeTypeId',
    'active',
    'redeemBought',
    'monthFreeRedeems',
    'countryId',
    'ruc',
    'planShowProducts',
    'planShowOffers',
    'planShowNews',
    'planPushNotifications',
    'planLocationLimit',
  ],
  StoreOwner: ['first_name', 'last_name', 'email'],
  UserProfile: ['first_name', 'last_name', 'email', 'country', 'countryId', 'defaultLanguage'],
  Offer: [
    'id',
    'name',
    'description',
    'active',
    'image',
    'imageSquared',
    'buttonText',
    'buttonLink',
    'price',
    'oldPrice',
    'public',
    'categoryId',
    'expirationDate',
  ],
  News: [
    'id',
    'name',
    'description',
    'image',
    'imageSquared',
    'active',
    'buttonText',
    'buttonLink',
    'public',
  ],
  Notification: ['id', 'title', 'description', 'image', 'date', 'time', 'buttonText', 'buttonLink', 'sent'],
  AdminNotification: ['id', 'title', 'description', 'image', 'date', 'time', 'sent'],
  City: ['id', 'name', 'countryId', 'latitude', 'longitude', 'zoom', 'timeZone'],
  StoreType: ['id', 'name', 'image', 'translations'],
  Category: ['id', 'name', 'image', 'translations'],
  Plan: ['id', 'name', 'price', 'redemptions', 'active'],
  Country: ['id', 'name', 'countryCode'],
};

const SPEC_DEFAULTS: [entity: string, field: string, value: unknown][] = [
  ['Employee', 'permRedeem', true],
  ['Employee', 'permGivePoints', true],
  ['Employee', 'permCreateCustomer', true],
  ['Employee', 'permStore', false],
  ['Store', 'emailOnCustomerCreation', true],
  ['Store', 'emailOnGivePoints', true],
  ['Store', 'emailOnRedemmed', true],
  ['AdminStore', 'active', true],
  ['AdminStore', 'redeemBought', 0],
  ['AdminStore', 'monthFreeRedeems', 0],
  ['AdminStore', 'countryId', 1],
  ['AdminStore', 'planLocationLimit', 0],
  ['UserProfile', 'defaultLanguage', 'es'],
  ['Offer', 'active', true],
  ['City', 'zoom', 1],
  ['City', 'latitude', 0],
  ['City', 'longitude', 0],
];

describe('entities carry every field of spec §3', () => {
  it.each(Object.entries(SPEC_FIELDS))('%s', (entity, fields) => {
    expect(Object.keys(fieldsOf(entity))).toEqual(expect.arrayContaining(fields));
  });

  it('keeps the employee password write-only: it is sent, never returned', () => {
    expect(fieldsOf('Employee').password).toEqual(expect.objectContaining({ writeOnly: true }));
  });
});

describe('entities carry the defaults of spec §3 and §9', () => {
  it.each(SPEC_DEFAULTS)('%s.%s defaults to %j', (entity, field, value) => {
    expect(fieldsOf(entity)[field]?.default).toEqual(value);
  });
});
