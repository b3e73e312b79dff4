/**
 * The platform administrator, the demo stores with their owners, branches, levels and rewards, and the
 * employee of Café Central (permGivePoints and permRedeem only, bound to its first branch).
 */
import { levels, locations, rewards, stores, users } from '../db/schema';
import { slugify } from '../stores/slug';
import { DEMO_STORES } from './demoStores';
import { platformStartedAt, requireId, type SeedModule, storesOpenedAt } from './seedContext';

export const DEMO_ADMIN = { email: 'admin@demo.test', firstName: 'Admin', lastName: 'Plataforma' };
export const DEMO_EMPLOYEE = { email: 'empleado@demo.test', firstName: 'Pablo', lastName: 'Ruiz' };

export const accountsSeed: SeedModule = {
  name: 'cuentas y negocios',
  async run({ db, ids, options, hashPassword }) {
    const adminCreated = platformStartedAt(options);
    const storeCreated = storesOpenedAt(options);
    await db.insert(users).values({
      ...DEMO_ADMIN,
      passwordHash: await hashPassword(),
      userType: 'admin',
      countryId: requireId(ids.countries, 'ES'),
      createdAt: adminCreated,
      updatedAt: adminCreated,
    });
    for (const demo of DEMO_STORES) {
      const { plan, ...settings } = demo.settings;
      const [store] = await db
        .insert(stores)
        .values({
          name: demo.name,
          slug: slugify(demo.name),
          storeTypeId: requireId(ids.storeTypes, demo.storeType),
          countryId: requireId(ids.countries, 'ES'),
          cityId: requireId(ids.cities, demo.city),
          currencyCode: 'EUR',
          useConversion: true,
          phoneCode: '+34',
          ...settings,
          ...plan,
          createdAt: storeCreated,
          updatedAt: storeCreated,
        })
        .returning({ id: stores.id });
      if (!store) throw new Error(`Seed: ${demo.name} was not created`);
      ids.stores[demo.key] = store.id;
      const [owner] = await db
        .insert(users)
        .values({
          ...demo.owner,
          passwordHash: await hashPassword(),
          userType: 'client',
          storeId: store.id,
          storeUserType: 'owner',
          countryId: requireId(ids.countries, 'ES'),
          createdAt: storeCreated,
          updatedAt: storeCreated,
        })
        .returning({ id: users.id });
      if (!owner) throw new Error(`Seed: the owner of ${demo.name} was not created`);
      ids.owners[demo.key] = owner.id;
      const branchRows = await db
        .insert(locations)
        .values(
          demo.locations.map((location) => ({
            ...location,
            storeId: store.id,
            cityId: requireId(ids.cities, demo.city),
            phone: demo.settings.phone,
            createdAt: storeCreated,
          })),
        )
        .returning({ id: locations.id });
      ids.locations[demo.key] = branchRows.map((row) => row.id);
      await db.insert(levels).values(
        demo.levels.map((level, position) => ({
          ...level,
          storeId: store.id,
          position,
          createdAt: storeCreated,
        })),
      );
      await db
        .insert(rewards)
        .values(demo.rewards.map((reward) => ({ ...reward, storeId: store.id, createdAt: storeCreated })));
    }
    const [employee] = await db
      .insert(users)
      .values({
        ...DEMO_EMPLOYEE,
        passwordHash: await hashPassword(),
        userType: 'client',
        storeId: ids.stores.cafe,
        storeUserType: 'employee',
        locationId: ids.locations.cafe[0] ?? null,
        permGivePoints: true,
        permRedeem: true,
        permCreateCustomer: false,
        permStore: false,
        mobile: '611 222 333',
        countryId: requireId(ids.countries, 'ES'),
        createdAt: storeCreated,
        updatedAt: storeCreated,
      })
      .returning({ id: users.id });
    if (!employee) throw new Error('Seed: the employee was not created');
    ids.employee = employee.id;
  },
};
