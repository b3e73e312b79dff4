import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, languageName } from '../../src/i18n/languages';
import en from '../../src/i18n/locales/en.json';
import es from '../../src/i18n/locales/es.json';
import fr from '../../src/i18n/locales/fr.json';
import italian from '../../src/i18n/locales/it.json';
import zh from '../../src/i18n/locales/zh.json';
import { type CatalogueTree, mergeCatalogues } from '../../src/i18n/mergeCatalogues';
import enPages from '../../src/i18n/pages/en';
import esPages from '../../src/i18n/pages/es';
import frPages from '../../src/i18n/pages/fr';
import itPages from '../../src/i18n/pages/it';
import zhPages from '../../src/i18n/pages/zh';

/** Each language's long lists of names (src/i18n/listTexts.ts), loaded with the pages that show them. */
const LISTS = import.meta.glob<CatalogueTree>('../../src/i18n/locales/lists/*/*.json', {
  eager: true,
  import: 'default',
});
function lists(language: string): CatalogueTree[] {
  return Object.entries(LISTS).flatMap(([file, texts]) =>
    file.includes(`/lists/${language}/`) ? [texts] : [],
  );
}

/** Each language's whole catalogue: the core one (sign-in, shell), the pages' files and the lists. */
const catalogues = {
  es: mergeCatalogues([es, esPages, ...lists('es')]),
  en: mergeCatalogues([en, enPages, ...lists('en')]),
  zh: mergeCatalogues([zh, zhPages, ...lists('zh')]),
  fr: mergeCatalogues([fr, frPages, ...lists('fr')]),
  it: mergeCatalogues([italian, itPages, ...lists('it')]),
};

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(catalogues[language])]));

describe('i18n catalogues', () => {
  it('offers Spanish (default), English, Chinese, French and Italian, each named in itself', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect([...LANGUAGES].sort()).toEqual(['en', 'es', 'fr', 'it', 'zh']);
    expect(LANGUAGES.map(languageName)).toEqual(['Español', 'English', '中文', 'Français', 'Italiano']);
  });

  it.each(LANGUAGES)('%s has every key the other catalogues have, none empty', (language) => {
    const allKeys = new Set(LANGUAGES.flatMap((other) => [...(flat[other]?.keys() ?? [])]));
    const own = flat[language] ?? new Map<string, string>();
    expect([...allKeys].filter((key) => !own.has(key))).toEqual([]);
    expect([...own].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  /** Words that are the same in Spanish and that language. */
  const SAME_WORD: Partial<Record<string, string[]>> = {
    en: [
      'fields.email',
      'fields.zoom',
      'engine.none',
      'engine.no',
      'entities.orders.fields.total',
      'entities.orders.fields.subtotal',
      'dashboard.chart.total',
      'entities.storePayments.values.method.paypal',
      'entities.loyalty.fields.logo',
      'engine.actionOn',
      'entities.activitySurveys.summary.nps',
      'tables.banners',
    ],
    zh: [
      'engine.none',
      'entities.storePayments.values.method.paypal',
      'entities.activitySurveys.summary.nps',
    ],
    fr: [
      'engine.none',
      'fields.stock',
      'entities.coupons.values.status.available',
      'dashboard.chart.total',
      'entities.storePayments.values.method.paypal',
      'entities.loyalty.fields.logo',
      'entities.activitySurveys.summary.nps',
    ],
    it: [
      // 'Persona', 'Campo' and '… del …' are Italian too.
      'entities.adminAudit.rowLabel',
      'entities.adminAudit.fields.actorEmail',
      'entities.adminAudit.filters.actor',
      'entities.audit.rowLabel',
      'entities.audit.fields.actorEmail',
      'entities.audit.filters.actor',
      'entities.auditChanges.fields.field',
      'entities.storePayments.values.method.paypal',
      'entities.adminConfiguration.fields.interval',
      'entities.storePayments.fields.note',
      'menu.banners',
      'engine.none',
      'fields.email',
      'fields.password',
      'fields.zoom',
      'engine.no',
      'fields.customer',
      'fields.customerId',
      'dashboard.chart.length',
      'entities.orders.fields.total',
      'entities.loyalty.fields.logo',
      'engine.actionOn',
      'entities.customers.fields.points',
      'entities.customers.fields.reward',
      'entities.customers.fields.rewardId',
      'entities.customerHistory.fields.balanceAfter',
      'entities.customerRequests.fields.reward',
      'entities.activityPurchases.fields.type',
      'entities.activityRedemptions.fields.reward',
      'entities.pendingRequests.fields.reward',
      'entities.activitySurveys.summary.nps',
    ],
  };

  it.each(LANGUAGES.filter((language) => language !== 'es'))(
    '%s is translated, not Spanish left behind',
    (language) => {
      const spanish = flat.es ?? new Map<string, string>();
      const untranslated = [...(flat[language] ?? [])]
        .filter(([key, text]) => spanish.get(key) === text && !SAME_WORD[language]?.includes(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    },
  );

  it.each([
    ['api.noSubscription.title', 'Suscripción no activa'],
    ['api.noSubscription.description', 'Tiene que activar la suscripción'],
    ['app.controlPanel', 'Panel de control'],
    ['signin.invalidCredentials', 'El email y/o la contraseña no son válidos.'],
    ['signin.validating', 'Validando el usuario y contraseña, por favor espere...'],
    ['resetPassword.empty', 'Tiene que indicar una contraseña.'],
    ['resetPassword.mismatch', 'Las contraseñas deben ser iguales.'],
    ['resetPassword.changed', 'La contraseña fué cambiada con éxito. Ya puede usarla.'],
    ['forgotPassword.received', 'Pedido recibido'],
    ['topbar.greeting', 'Hola'],
    ['topbar.myProfile', 'Mi Perfil'],
    ['menu.home', 'Inicio'],
    ['menu.signOut', 'Salir'],
    ['entities.employees.creating', 'Se está creando al nuevo empleado'],
    ['entities.employees.updating', 'Se está actualizando la información del empleado'],
    ['entities.employees.created', 'Se ha creado un nuevo empleado.'],
    ['entities.employees.updated', 'Se actualizó la información del empleado.'],
    ['entities.employees.deleted', 'Se eliminó al empleado.'],
    ['entities.offers.created', 'Oferta creada'],
    ['entities.offers.updated', 'Oferta actualizada'],
    ['entities.offers.deleted', 'Oferta eliminada'],
    ['entities.offers.createFailed', 'No se puede crear la Oferta'],
    ['entities.offers.updateFailed', 'No se puede actualizar'],
    ['validation.mismatch', 'Las contraseñas deben ser iguales.'],
    ['entities.news.created', 'Novedad creada'],
    ['entities.news.updated', 'Novedad actualizada'],
    ['entities.news.deleted', 'Novedad eliminado'],
    ['entities.news.createFailed', 'No se puede crear la novedad'],
    ['entities.news.updateFailed', 'No se puede actualizar'],
    ['entities.news.deleteFailed', 'No se puede eliminar'],
    ['entities.notifications.created', 'Notificación creada'],
    ['entities.notifications.updated', 'Notificación actualizada'],
    ['entities.notifications.deleted', 'Notificación eliminada'],
    ['entities.notifications.createFailed', 'No se ha creado'],
    ['entities.notifications.updateFailed', 'No se ha modificado'],
    ['entities.notifications.actions.sendTest.success', 'Notificación de prueba enviada'],
    ['entities.notifications.actions.sendTest.failure', 'No se ha enviado notificación'],
    ['entities.banners.created', 'Contenido creado'],
    ['entities.banners.updated', 'Contenido actualizado'],
    ['entities.banners.deleted', 'Contenido eliminado'],
    ['menu.plans', 'Paquetes Canjes'],
    ['menu.stores', 'Negocios'],
    ['menu.storeTypes', 'Tipos de Negocio'],
    ['menu.categories', 'Categorías'],
    ['entities.stores.created', 'Negocio creado'],
    ['entities.stores.updated', 'Negocio actualizado'],
    ['entities.stores.deleted', 'Negocio eliminado.'],
    ['entities.stores.createFailed', 'No se pudo crear el Negocio'],
    ['entities.stores.updateFailed', 'No se pudo actualizar el Negocio'],
    ['entities.stores.deleteFailed', 'No se pudo eliminar al negocio'],
    ['entities.plans.created', 'Plan creado'],
    ['entities.plans.updated', 'Plan actualizado'],
    ['entities.plans.deleted', 'Plan eliminado'],
    ['entities.plans.createFailed', 'No se puede crear el plan'],
    ['entities.plans.updateFailed', 'No se puede actualizar'],
    ['entities.plans.deleteFailed', 'No se puede eliminar'],
    ['entities.storeTypes.created', 'Tipo de comercio creado'],
    ['entities.storeTypes.updated', 'Tipo de comercio actualizado'],
    ['entities.storeTypes.deleted', 'Tipo de comercio eliminado'],
    ['entities.storeTypes.updateFailed', 'No se puede actualizar'],
    ['entities.storeTypes.deleteFailed', 'No se puede eliminar'],
    ['entities.categories.created', 'Categoría creada'],
    ['entities.categories.updated', 'Categoría actualizada'],
    ['entities.categories.deleted', 'Categoría eliminada'],
    ['entities.categories.createFailed', 'No se ha creado la categoría'],
    ['entities.categories.updateFailed', 'No se ha actualizado la categoría'],
    ['entities.categories.deleteFailed', 'No se ha eliminado la categoría'],
    ['entities.adminOffers.created', 'Oferta creada'],
    ['entities.adminOffers.updated', 'Oferta actualizada'],
    ['entities.adminOffers.deleted', 'Oferta eliminada'],
    ['entities.adminOffers.createFailed', 'No se puede crear la Oferta'],
    ['entities.adminOffers.updateFailed', 'No se puede actualizar'],
    ['entities.adminNews.created', 'Novedad creada'],
    ['entities.adminNews.updated', 'Novedad actualizada'],
    ['entities.adminNews.deleted', 'Novedad eliminado'],
    ['entities.adminNews.createFailed', 'No se puede crear la novedad'],
    ['entities.adminNews.updateFailed', 'No se puede actualizar'],
    ['entities.adminNews.deleteFailed', 'No se puede eliminar'],
    ['entities.adminNotifications.created', 'Notificación creada'],
    ['entities.adminNotifications.updated', 'Notificación actualizada'],
    ['entities.adminNotifications.deleted', 'Notificación eliminada'],
    ['entities.adminNotifications.createFailed', 'No se ha creado'],
    ['entities.adminNotifications.updateFailed', 'No se ha modificado'],
    ['entities.adminNotifications.actions.sendTest.success', 'Notificación de prueba enviada'],
    ['entities.adminNotifications.actions.sendTest.failure', 'No se ha enviado notificación'],
    ['engine.saved', 'La información ha sido guardada.'],
    ['engine.saved', 'La información ha sido guardada.'],
    ['entities.myProfile.sections.profile_saved', 'Perfil actualizado'],
    ['entities.myProfile.sections.profile_savedDescription', 'La información ha sido guardada.'],
    ['entities.myProfile.sections.password_saved', 'La contraseña fué cambiada con éxito. Ya puede usarla.'],
    ['entities.cities.created', 'Ciudad creada'],
    ['entities.cities.deleted', 'Ciudad eliminada'],
  ])('holds the spec text %s verbatim in Spanish', (key, text) => {
    expect(flat.es?.get(key)).toBe(text);
  });
});
