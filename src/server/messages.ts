/**
 * Every message the server answers (`m`) or writes to users, in Spanish. Handlers name a message from
 * here instead of writing literals, so the wording is reviewed in one place and stays consistent.
 */
import { keyed, type Said, said } from './said';

const catalogue = {
  request: {
    invalidJson: 'El cuerpo de la petición no es un JSON válido.',
    emptyBody: 'Falta el cuerpo de la petición.',
    notAnObject: 'El cuerpo de la petición debe ser un objeto JSON.',
    unsupportedMediaType: 'El tipo de contenido no está admitido; envíe JSON (application/json).',
    tooLarge: 'La petición es demasiado grande.',
    unknownOperation: 'La operación solicitada no existe.',
    methodNotAllowed: 'Esta operación solo admite el método POST.',
    invalid: 'La petición no es válida.',
    unexpected: 'Se produjo un error inesperado. Inténtelo de nuevo más tarde.',
  },
  validation: {
    missingField: said(({ field }: { field: string }) => `Falta el campo '${field}'.`),
    unknownField: said(({ field }: { field: string }) => `El campo '${field}' no está permitido.`),
    wrongType: said(
      ({ field, expected }: { field: string; expected: Said }) =>
        `El campo '${field}' debe ser ${expected.m}.`,
    ),
    empty: said(({ field }: { field: string }) => `El campo '${field}' no puede estar vacío.`),
    tooShort: said(
      ({ field, min }: { field: string; min: number }) =>
        `El campo '${field}' debe tener al menos ${min} caracteres.`,
    ),
    tooLong: said(
      ({ field, max }: { field: string; max: number }) =>
        `El campo '${field}' debe tener como máximo ${max} caracteres.`,
    ),
    tooSmall: said(
      ({ field, min }: { field: string; min: number }) => `El campo '${field}' debe ser como mínimo ${min}.`,
    ),
    tooBig: said(
      ({ field, max }: { field: string; max: number }) => `El campo '${field}' debe ser como máximo ${max}.`,
    ),
    notAbove: said(
      ({ field, limit }: { field: string; limit: number }) =>
        `El campo '${field}' debe ser mayor que ${limit}.`,
    ),
    notBelow: said(
      ({ field, limit }: { field: string; limit: number }) =>
        `El campo '${field}' debe ser menor que ${limit}.`,
    ),
    badFormat: said(({ field }: { field: string }) => `El campo '${field}' no tiene un formato válido.`),
    notWebLink: said(
      ({ field }: { field: string }) =>
        `El campo '${field}' debe ser una dirección web que empiece por https:// o http://.`,
    ),
    notImageAddress: said(
      ({ field }: { field: string }) =>
        `El campo '${field}' debe ser una imagen subida o una dirección web que empiece por https://.`,
    ),
    notOwnUpload: said(
      ({ field }: { field: string }) =>
        `El campo '${field}' no es una de sus imágenes subidas: suba la imagen de nuevo o use una dirección web que empiece por https://.`,
    ),
    badEmail: said(({ field }: { field: string }) => `El campo '${field}' debe ser un email válido.`),
    badDate: said(
      ({ field }: { field: string }) => `El campo '${field}' debe ser una fecha válida (AAAA-MM-DD).`,
    ),
    badDateTime: said(
      ({ field }: { field: string }) => `El campo '${field}' debe ser una fecha y hora válidas.`,
    ),
    notOneOf: said(
      ({ field, allowed }: { field: string; allowed: string }) =>
        `El campo '${field}' debe ser uno de estos valores: ${allowed}.`,
    ),
    mustEqual: said(
      ({ field, value }: { field: string; value: string }) => `El campo '${field}' debe ser ${value}.`,
    ),
    tooFewItems: said(
      ({ field, min }: { field: string; min: number }) =>
        `La lista '${field}' debe tener al menos ${min} elementos.`,
    ),
    tooManyItems: said(
      ({ field, max }: { field: string; max: number }) =>
        `La lista '${field}' debe tener como máximo ${max} elementos.`,
    ),
    repeatedItems: said(({ field }: { field: string }) => `La lista '${field}' tiene elementos repetidos.`),
    invalidField: said(({ field }: { field: string }) => `El campo '${field}' no es válido.`),
    body: 'el cuerpo de la petición',
    /** What a field must be ('un número entero'), named inside wrongType's text. */
    types: {
      integer: 'un número entero',
      number: 'un número',
      string: 'un texto',
      boolean: 'verdadero o falso',
      object: 'un objeto',
      array: 'una lista',
      null: 'vacío (null)',
    } as Record<string, string>,
    /** Two types a field may be: 'un texto o vacío (null)'. */
    either: said(({ first, second }: { first: Said; second: Said }) => `${first.m} o ${second.m}`),
  },
  auth: {
    missingToken: 'Tiene que iniciar sesión.',
    invalidSession: 'La sesión no es válida o ha caducado. Vuelva a iniciar sesión.',
    storeInactive: 'El negocio está desactivado. Póngase en contacto con el soporte.',
    wrongCredentials: 'El email y/o la contraseña no son válidos.',
    tooManyAttempts: 'Demasiados intentos fallidos. Espere unos minutos y vuelva a intentarlo.',
    tooManyAttemptsAccount:
      'Demasiados intentos fallidos con este email desde dispositivos nuevos. Espere una hora, o inicie sesión desde un navegador donde ya la haya iniciado antes.',
    tooManyRequests: 'Demasiadas solicitudes desde esta conexión. Espere un rato y vuelva a intentarlo.',
    adminOnly: 'Solo los administradores de la plataforma pueden hacer esto.',
    storeUsersOnly: 'Solo los usuarios de un negocio pueden hacer esto.',
    ownerOnly: 'Solo el propietario del negocio puede hacer esto.',
    storeSettingsOnly: 'No tiene permiso para gestionar la configuración del negocio.',
    missingPermission: {
      permRedeem: 'No tiene permiso para canjear premios.',
      permGivePoints: 'No tiene permiso para dar o quitar puntos.',
      permCreateCustomer: 'No tiene permiso para crear o modificar clientes.',
      permStore: 'No tiene permiso para gestionar la configuración del negocio.',
    },
    otherLocation: 'Solo puede operar en su propia sucursal.',
    planFeature: {
      planShowProducts: 'El plan del negocio no incluye la tienda online.',
      planShowOffers: 'El plan del negocio no incluye ofertas.',
      planShowNews: 'El plan del negocio no incluye novedades.',
      planPushNotifications: 'El plan del negocio no incluye notificaciones push.',
    },
    noSubscription: 'Tiene que activar la suscripción',
    emailTaken: 'Ya existe una cuenta con ese email.',
    tooManyEmailConflicts:
      'Demasiados emails que ya tienen cuenta en poco tiempo. Espere una hora y vuelva a intentarlo.',
    recoveryRequested: 'Pedido recibido',
    resetTokenInvalid: 'El enlace para cambiar la contraseña no es válido o ha caducado. Pida uno nuevo.',
    passwordChangedByRecovery: 'La contraseña fué cambiada con éxito. Ya puede usarla.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    emailChangeNeedsPassword: 'Para cambiar el email indique su contraseña actual.',
    passwordChanged: 'La contraseña fué cambiada con éxito. Ya puede usarla.',
    wrongPassword: 'La contraseña no es correcta.',
    registered: 'Negocio registrado. ¡Bienvenido!',
  },
  mail: {
    recoverySubject: 'Recupere su contraseña',
    recoveryText: (name: string, link: string) =>
      `Hola ${name}:\n\nHemos recibido una solicitud para cambiar la contraseña de su cuenta.\n` +
      `Abra este enlace para elegir una nueva (caduca en una hora y solo sirve una vez):\n\n${link}\n\n` +
      'Si no ha sido usted, ignore este correo: su contraseña no cambiará.\n',
    welcomeSubject: (store: string) => `Bienvenido a ${store}`,
    welcomeText: (name: string, store: string, points: number, code: string) =>
      `Hola ${name}:\n\nYa forma parte del programa de puntos de ${store}.` +
      (points > 0 ? ` Le hemos regalado ${points} puntos de bienvenida.` : '') +
      `\nSu código de cliente es ${code}: muéstrelo en cada compra para sumar puntos.\n`,
    pointsSubject: (store: string) => `Ha sumado puntos en ${store}`,
    pointsText: (name: string, store: string, points: number, balance: number) =>
      `Hola ${name}:\n\nHa sumado ${points} puntos en ${store}. Su saldo es ahora de ${balance} puntos.\n`,
    redeemedSubject: (store: string) => `Premio canjeado en ${store}`,
    redeemedText: (name: string, store: string, reward: string, balance: number) =>
      `Hola ${name}:\n\nHa canjeado «${reward}» en ${store}. Su saldo es ahora de ${balance} puntos.\n`,
    requestConfirmedSubject: (store: string) => `Su premio está listo en ${store}`,
    requestConfirmedText: (name: string, store: string, reward: string) =>
      `Hola ${name}:\n\nYa puede canjear «${reward}»: acérquese a ${store} y muestre su código QR para identificarse.\n`,
  },
  notFound: {
    generic: 'No se ha encontrado lo que busca.',
    customer: 'No se ha encontrado el cliente.',
    /** Ids of a points file that name no customer of the store: the first few, and how many more. */
    notACustomer: said(({ ids }: { ids: string }) => `El identificador ${ids} no es un cliente del negocio.`),
    customers: said(
      ({ ids }: { ids: string }) => `Estos identificadores no son clientes del negocio: ${ids}.`,
    ),
    customersAndMore: said(
      ({ ids, more }: { ids: string; more: number }) =>
        `Estos identificadores no son clientes del negocio: ${ids} y ${more.toLocaleString('es-ES')} más.`,
    ),
    reward: 'No se ha encontrado el premio.',
    redemption: 'No se ha encontrado el canje.',
    employee: 'No se ha encontrado el empleado.',
    location: 'No se ha encontrado la sucursal.',
    movement: 'No se ha encontrado el movimiento de puntos.',
    level: 'No se ha encontrado el nivel.',
    city: 'No se ha encontrado la ciudad.',
    country: 'No se ha encontrado el país.',
    storeType: 'No se ha encontrado el tipo de negocio.',
    store: 'No se ha encontrado el negocio.',
    user: 'No se ha encontrado el usuario.',
  },
  conflict: {
    generic: 'La operación no es posible con los datos actuales.',
    duplicate: 'Ya existe un registro con esos datos.',
    related: 'Hay datos relacionados que impiden la operación.',
    customerEmailTaken: 'Ya existe un cliente del negocio con ese email.',
    customerMobileTaken: 'Ya existe un cliente del negocio con ese móvil.',
    notEnoughPoints: 'El cliente no tiene puntos suficientes.',
    noRedemptionsLeft: 'El negocio no tiene canjes disponibles. Compre un paquete de canjes.',
    rewardInactive: 'El premio no está activo.',
    rewardSoldOut: 'El premio está agotado.',
    movementNotReversible: 'Solo se pueden anular movimientos que sumaron puntos.',
    movementAlreadyDeleted: 'Ese movimiento ya fue anulado.',
    redemptionNotPending: 'El pedido de premio ya no está pendiente.',
    conversionOff: 'El negocio no tiene activada la conversión de importe en puntos.',
    deleteYourself: 'No puede eliminar su propia cuenta.',
    locationLimit: said(
      ({ max }: { max: number }) => `El plan del negocio permite como máximo ${max} sucursales.`,
    ),
  },
  invalid: {
    currency: 'La moneda indicada no existe.',
    deleteConfirmation: 'Para eliminar la cuenta escriba el nombre del negocio exactamente como es.',
    sortBy: said(
      ({ field, allowed }: { field: string; allowed: string }) =>
        `No se puede ordenar por '${field}'. Use uno de estos campos: ${allowed}.`,
    ),
    dateRangeOrder: 'La fecha de fin no puede ser anterior a la de inicio.',
    dateRangeTooLong: said(({ days }: { days: number }) => `El periodo no puede superar ${days} días.`),
    purchaseTooManyPoints: said(
      ({ points, max }: { points: number; max: number }) =>
        `Esta compra daría ${points.toLocaleString('es-ES')} puntos y como máximo se dan ${max.toLocaleString('es-ES')} puntos por operación. Revise el importe.`,
    ),
    massiveLevelIdOnly: "El campo 'levelId' solo se admite con el destino 'level', y ahí es obligatorio.",
    massiveCustomerIdsOnly:
      "El campo 'customerIds' solo se admite con el destino 'customers', y ahí es obligatorio.",
    descriptionRequired: 'Escriba una descripción: el negocio la pide al dar puntos.',
    ticketNumberRequired: 'Escriba el número de ticket: el negocio lo pide al dar puntos.',
  },
  ok: {
    saved: 'La información ha sido guardada.',
    profileUpdated: 'Perfil actualizado',
    employeeCreated: 'Se ha creado un nuevo empleado.',
    employeeUpdated: 'Se actualizó la información del empleado.',
    employeeDeleted: 'Se eliminó al empleado.',
    customerCreated: 'Cliente creado.',
    customerUpdated: 'Cliente actualizado.',
    customerDeleted: 'Cliente eliminado.',
    pointsAdded: (points: number) => `Se han sumado ${points} puntos.`,
    pointsDiscounted: (points: number) => `Se han descontado ${points} puntos.`,
    movementDeleted: 'Movimiento anulado.',
    rewardGiven: 'Premio canjeado.',
    requestConfirmed:
      'El premio ya se puede canjear: el cliente debe acercarse al negocio y mostrar su código QR para identificarse.',
    requestCancelled: 'Pedido de premio cancelado; los puntos se devolvieron al cliente.',
    massiveDone: (customers: number, skipped = 0) =>
      `Se han dado puntos a ${customers.toLocaleString('es-ES')} clientes.${skipped > 0 ? ` Se omitieron ${skipped.toLocaleString('es-ES')} identificadores que no son clientes del negocio.` : ''}`,
    purchaseRecorded: 'Compra registrada.',
    rewardCreated: 'Premio creado.',
    rewardUpdated: 'Premio actualizado.',
    rewardDeleted: 'Premio eliminado.',
    accountDeleted: 'La cuenta del negocio se ha eliminado.',
    uploaded: 'Imagen subida.',
    signedOut: 'Sesión cerrada.',
  },
  upload: {
    tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
    missingFile: "Falta el archivo en el campo 'file'.",
    notAnImage: 'El archivo no es una imagen PNG, JPEG, WebP o GIF.',
    notMultipart: 'La subida debe enviarse como multipart/form-data.',
    forbiddenKind: 'No tiene permiso para subir este tipo de imagen.',
    quotaExceeded: said(
      ({ megabytes }: { megabytes: number }) =>
        `El negocio ha llegado al límite de ${megabytes} MB de archivos subidos. Quite las imágenes que ya no use de sus fichas: los archivos que ninguna usa se borran al cabo de un día.`,
    ),
  },
  /** What only the owner may do to employees (an employee with permStore manages the others). */
  employees: {
    ownRecord:
      'No puede cambiar sus propios permisos ni su sucursal: pídaselo al propietario. Sus datos personales se cambian en Mi Perfil.',
    managerOnlyOwner:
      'Solo el propietario puede cambiar o eliminar a un empleado con permiso de configuración del negocio.',
    grantStoreOnlyOwner: 'Solo el propietario puede dar el permiso de configuración del negocio.',
    signInOnlyOwner: 'Solo el propietario puede cambiar el email o la contraseña de un empleado.',
    ownerRecord: 'Solo el propietario puede cambiar su propia cuenta.',
    permissionNotHeld: 'Solo puede dar a otros empleados los permisos que usted tiene.',
    otherBranchEmployee: 'Solo puede gestionar a los empleados de su propia sucursal.',
    ownBranchOnly: 'Solo puede asignar empleados a su propia sucursal.',
  },
  // Area A: activity, levels, coupons, the API token and banners.
  activity: {
    reviewNotFound: 'No se ha encontrado la reseña.',
    reviewAnswered: 'Respuesta publicada.',
  },
  levels: {
    created: 'Nivel creado.',
    updated: 'Nivel actualizado.',
    deleted: 'Nivel eliminado.',
    reordered: 'Orden de los niveles guardado.',
    reorderMismatch: 'Indique todos los niveles del negocio, cada uno una sola vez.',
    /** Two levels at one threshold would leave which one a customer holds to their order. */
    duplicateThreshold: said(
      ({ minPoints, name }: { minPoints: number; name: string }) =>
        `Ya hay un nivel con ${minPoints.toLocaleString('es-ES')} puntos mínimos: «${name}». Elija otro número de puntos.`,
    ),
  },
  coupons: {
    notFound: 'No se ha encontrado el cupón.',
    used: 'El cupón ya fue usado y no se puede eliminar.',
    pastExpiration: 'La fecha de caducidad no puede ser anterior a hoy.',
    created: (count: number) => (count === 1 ? 'Se ha creado 1 cupón.' : `Se han creado ${count} cupones.`),
    uploaded: (created: number, skipped: number) =>
      `Cupones creados: ${created}.${skipped > 0 ? ` Ya existían: ${skipped}.` : ''}`,
    deleted: 'Cupón eliminado.',
    pdfReady: 'PDF de cupones listo para descargar.',
    /** Texts printed on the coupons' PDF. */
    pdf: {
      title: (store: string) => `Cupones QR · ${store}`,
      points: (points: number) => (points === 1 ? '1 punto' : `${points.toLocaleString('es-ES')} puntos`),
      validUntil: (day: string) => `Válido hasta el ${day}`,
      fileName: (day: string) => `cupones-qr-${day}.pdf`,
    },
  },
  apiToken: {
    generated: 'Token generado. Cópielo ahora: no se volverá a mostrar.',
    deleted: 'Token eliminado.',
    invalid: 'El token de API no es válido: genere uno nuevo en la configuración del negocio.',
    notForThis: 'El token de API no sirve para esta operación: inicie sesión con la cuenta del propietario.',
    /** How the ledger names what an integration did with the token. */
    actorName: 'Token de API',
  },
  banners: {
    disabled: 'La plataforma no tiene activados los banners.',
    notFound: 'No se ha encontrado el banner.',
    created: 'Banner creado.',
    updated: 'Banner actualizado.',
    deleted: 'Banner eliminado.',
  },
  // Area C: the administrator (stores, payments, configuration, cities, catalogues, offers, news).
  admin: {
    notFound: {
      payment: 'No se ha encontrado el pago.',
      owner: 'No se ha encontrado el propietario de ese negocio.',
    },
    storeCreated: 'Negocio creado',
    storeUpdated: 'Negocio actualizado',
    storeDeleted: 'Negocio eliminado.',
    paymentRecorded: (redemptions: number) =>
      `Pago registrado: se han sumado ${redemptions} canjes al negocio.`,
    paymentDeleted: (redemptions: number) =>
      `Pago eliminado: se han retirado ${redemptions} canjes al negocio.`,
    repeatedPaypalPlan: said(({ id }: { id: string }) => `El plan de PayPal '${id}' está repetido.`),
    paypalPlanInUse: said(
      ({ id }: { id: string }) =>
        `La suscripción usa el plan de PayPal '${id}': elija otro plan o desactívela antes de quitarlo.`,
    ),
    unknownPaypalPlan: said(
      ({ id }: { id: string }) => `El plan de PayPal '${id}' no existe. Guarde antes los planes de PayPal.`,
    ),
    subscriptionNeedsPlan: 'Para activar la suscripción hay que elegir un plan de PayPal.',
    unknownCountry: 'El país indicado no existe.',
    unknownTimeZone: said(
      ({ zone }: { zone: string }) => `'${zone}' no es una zona horaria válida (por ejemplo, Europe/Madrid).`,
    ),
    locationMoved: (city: string) => `La sucursal ahora está en ${city}.`,
    repeatedTranslation: said(
      ({ language }: { language: string }) => `Hay más de una traducción en el idioma '${language}'.`,
    ),
    // The platform's entities, each with its own texts; the not-found of a city or a store type is in
    // `messages.notFound` with the others that operations of both sides answer.
    cities: {
      created: 'Ciudad creada',
      updated: 'Ciudad actualizada',
      deleted: 'Ciudad eliminada',
      inUseOnce: 'La ciudad tiene 1 sucursal: cámbielas de ciudad antes de eliminarla.',
      inUse: said(
        ({ locations }: { locations: number }) =>
          `La ciudad tiene ${locations} sucursales: cámbielas de ciudad antes de eliminarla.`,
      ),
    },
    offers: {
      notFound: 'No se ha encontrado la oferta.',
      created: 'Oferta creada',
      updated: 'Oferta actualizada',
      deleted: 'Oferta eliminada',
    },
    news: {
      notFound: 'No se ha encontrado la novedad.',
      created: 'Novedad creada',
      updated: 'Novedad actualizada',
      deleted: 'Novedad eliminada',
    },
    storeTypes: {
      created: 'Tipo de comercio creado',
      updated: 'Tipo de comercio actualizado',
      deleted: 'Tipo de comercio eliminado',
      inUseOnce: 'Hay 1 negocio de este tipo: no se puede eliminar.',
      inUse: said(
        ({ stores }: { stores: number }) => `Hay ${stores} negocios de este tipo: no se puede eliminar.`,
      ),
    },
    /** Stores' offers and products name these categories too (queries/catalogueRefs.ts). */
    categories: {
      notFound: 'No se ha encontrado la categoría.',
      created: 'Categoría creada',
      updated: 'Categoría actualizada',
      deleted: 'Categoría eliminada',
      needsSpanish: "La categoría necesita una traducción en español ('es'): es el nombre que se muestra.",
    },
    /** Redemptions packages; store payments name them too. */
    plans: {
      notFound: 'No se ha encontrado el paquete de canjes.',
      created: 'Plan creado',
      updated: 'Plan actualizado',
      deleted: 'Plan eliminado',
    },
  },
  // Area B: notifications and their scheduler, offers, news, the online shop and the subscription.
  notifications: {
    notFound: 'No se ha encontrado la notificación.',
    alreadySent: 'La notificación ya se envió y no se puede modificar.',
    inThePast: 'La fecha y hora de envío tienen que ser posteriores a este momento.',
    ownerNotCustomer:
      'El propietario del negocio no tiene ficha de cliente: indique a qué cliente enviar la prueba.',
    emailNotCustomer: 'Ese email no es cliente de ningún negocio.',
    created: 'Notificación programada.',
    updated: 'Notificación modificada.',
    deletedUnsent: 'Notificación eliminada: no llegará a ningún cliente.',
    deletedSent: 'Notificación eliminada de la lista.',
    testSent: (devices: number) =>
      devices === 0
        ? 'Prueba registrada: el cliente no tiene la app instalada en ningún dispositivo.'
        : `Prueba enviada a ${devices === 1 ? '1 dispositivo' : `${devices} dispositivos`}.`,
    messageSent: (devices: number) =>
      devices === 0
        ? 'Mensaje registrado: el cliente no tiene la app instalada en ningún dispositivo.'
        : `Mensaje enviado a ${devices === 1 ? '1 dispositivo' : `${devices} dispositivos`}.`,
  },
  offers: {
    notFound: 'No se ha encontrado la oferta.',
    created: 'Oferta creada.',
    updated: 'Oferta actualizada.',
    deleted: 'Oferta eliminada.',
  },
  news: {
    notFound: 'No se ha encontrado la novedad.',
    created: 'Novedad creada.',
    updated: 'Novedad actualizada.',
    deleted: 'Novedad eliminada.',
  },
  /** The not-found is `messages.notFound.location`: every operation naming a location answers it. */
  locations: {
    created: 'Sucursal creada.',
    updated: 'Sucursal actualizada.',
    deleted: 'Sucursal eliminada.',
    ownBranch: 'No puede cambiar ni eliminar la sucursal a la que está asignado: pídaselo al propietario.',
    employeeBound:
      'No se puede eliminar la sucursal: tiene 1 empleado asignado. Asígnele otra sucursal antes.',
    employeesBound: said(
      ({ employees }: { employees: number }) =>
        `No se puede eliminar la sucursal: tiene ${employees} empleados asignados. Asígneles otra sucursal antes.`,
    ),
  },
  products: {
    notFound: 'No se ha encontrado el producto.',
    created: 'Producto creado.',
    updated: 'Producto actualizado.',
    deleted: 'Producto eliminado.',
  },
  orders: {
    notFound: 'No se ha encontrado el pedido.',
    noteNotFound: 'No se ha encontrado la nota en ese pedido.',
    status: {
      pending: 'Pendiente',
      paid: 'Pagado',
      preparing: 'En preparación',
      shipped: 'Enviado',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    },
    sameStatus: said(({ status }: { status: Said }) => `El pedido ya está «${status.m}».`),
    wrongMove: said(
      ({ from, to }: { from: Said; to: Said }) => `Un pedido «${from.m}» no puede pasar a «${to.m}».`,
    ),
    updated: (status: string) => `Pedido actualizado: ahora está «${status}».`,
    /** The description of the ledger movement that grants a delivered order's points. */
    movement: (number: string) => `Pedido ${number} entregado`,
    noteAdded: 'Nota añadida.',
    noteDeleted: 'Nota eliminada.',
  },
  shippingCosts: {
    notFound: 'No se ha encontrado el costo de envío.',
    cityTaken: 'Ya hay un costo de envío para esa ciudad.',
    elsewhereTaken: 'Ya hay un costo de envío para el resto de ciudades (sin ciudad).',
    created: 'Costo de envío creado.',
    updated: 'Costo de envío actualizado.',
    deleted: 'Costo de envío eliminado.',
  },
  paymentMethods: {
    notFound: 'No se ha encontrado la forma de pago.',
    saved: 'Forma de pago guardada.',
  },
  subscription: {
    badSubscriptionId: 'El identificador de la suscripción de PayPal no es válido (I-…).',
    unknownPlan: 'Ese plan de PayPal no es uno de los planes de suscripción de la plataforma.',
    alreadyRecorded: 'Esa suscripción de PayPal ya está registrada.',
    saved: 'Suscripción activada. ¡Gracias!',
  },
  /** What `npm start` prints and the development mailer logs. */
  console: {
    migrationsApplied: (tags: string) => `Migraciones aplicadas: ${tags}`,
    demoSeeded: (ms: number, detail: string) => `Datos de demostración creados en ${ms} ms (${detail}).`,
    listening: (url: string) => `\nBack office en ${url}`,
    database: (where: string) => `Base de datos: ${where}`,
    postgres: 'PostgreSQL (DATABASE_URL)',
    demoLogins: (password: string) => `Accesos de demostración (contraseña ${password}):`,
    startFailed: 'No se pudo arrancar el servidor:',
    mailSaved: (to: string, subject: string, file: string) =>
      `Correo para ${to} («${subject}») guardado en ${file}`,
    mailLink: (link: string) => `Enlace del correo: ${link}`,
    mailToFiles: (folder: string) =>
      `Sin SMTP_URL los correos de este proceso no se envían: se guardan en ${folder}.`,
    legacyUploadsMoved: (count: number, folder: string) =>
      `Archivos subidos pasados de ${folder} a la base de datos: ${count}.`,
    legacyUploadsUnknown: (count: number, folder: string) =>
      `Archivos de ${folder} que ninguna subida registra (se dejan donde están): ${count}.`,
    stopping: (signal: string) => `${signal}: el servidor deja de aceptar conexiones y termina lo empezado…`,
    stopped: 'Servidor detenido.',
    stopTimedOut: (ms: number) => `El servidor no terminó en ${ms} ms: se cierra sin esperar más.`,
    stopFailed: 'Error al detener el servidor:',
  },
  /** The probes' plain-text answers (http/health.ts). */
  health: {
    live: 'ok',
    ready: 'ready',
    noDatabase: 'La base de datos no responde.',
    migrationsPending: (tags: string) => `Faltan migraciones: ${tags}.`,
  },
  /** The sender of every mail. */
  mailFrom: 'Programa de puntos <no-reply@loyalty.local>',
  /** The name an anonymised (deleted) customer keeps in the ledger. */
  anonymisedCustomer: 'Cliente eliminado',
} as const;

/**
 * Texts of the catalogue that no answer carries (mails, the console, the probes, words inside other
 * texts): they get no key, and the clients' catalogues need no translation of them.
 */
export const NOT_ANSWERS = [
  'mail',
  'console',
  'health',
  'mailFrom',
  'anonymisedCustomer',
  'coupons.pdf',
  'orders.movement',
  'apiToken.actorName',
  'validation.body',
] as const;

const built = keyed(catalogue, NOT_ANSWERS);

export const messages = built.catalogue;

/** The key of a text of the catalogue (its path), for answers thrown with the text alone. */
export const messageKeyOf = built.keyOf;
