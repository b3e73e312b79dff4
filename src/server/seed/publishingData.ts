/**
 * What the demo stores and the platform publish to customers: offers, news and push notifications, as
 * data. Days are relative to the seed's "today" (negative: in the past); notifications with a negative
 * day were sent at their time, the others are still scheduled.
 */
export interface DemoOffer {
  name: string;
  description: string;
  price: number | null;
  oldPrice: number | null;
  /** A category by its Spanish name (platformSeed). */
  category: string | null;
  public: boolean;
  active: boolean;
  buttonText: string;
  /** Days from today to its last day; null for no end. */
  expiresInDays: number | null;
  createdDaysAgo: number;
}

export interface DemoNews {
  name: string;
  description: string;
  active: boolean;
  public: boolean;
  buttonText: string;
  buttonLink: string;
  createdDaysAgo: number;
}

export interface DemoNotification {
  title: string;
  description: string;
  /** Days from today (negative: already sent) and the local time, in the store's (or platform's) zone. */
  day: number;
  time: string;
  buttonText: string;
  buttonLink: string;
}

export interface DemoPublishing {
  offers: DemoOffer[];
  news: DemoNews[];
  notifications: DemoNotification[];
}

const NO_BUTTON = { buttonText: '', buttonLink: '' };

export const DEMO_PUBLISHING: Record<'cafe' | 'panaderia', DemoPublishing> = {
  cafe: {
    offers: [
      {
        name: 'Desayuno completo a 4,50 €',
        description:
          'Café, zumo de naranja natural y tostada con tomate, de lunes a viernes hasta las 11:00.',
        price: 4.5,
        oldPrice: 6.2,
        category: 'Desayunos',
        public: true,
        active: true,
        buttonText: 'Ver carta',
        expiresInDays: 45,
        createdDaysAgo: 20,
      },
      {
        name: '2x1 en cafés de especialidad',
        description: 'Los jueves por la tarde, el segundo café de especialidad es gratis.',
        price: null,
        oldPrice: null,
        category: 'Bebidas',
        public: false,
        active: true,
        buttonText: '',
        expiresInDays: null,
        createdDaysAgo: 60,
      },
      {
        name: 'Croissant + café con leche',
        description: 'Nuestro croissant de mantequilla recién horneado con un café con leche.',
        price: 2.9,
        oldPrice: 3.6,
        category: 'Bollería',
        public: true,
        active: true,
        buttonText: 'Lo quiero',
        expiresInDays: 10,
        createdDaysAgo: 5,
      },
      {
        name: 'Tarta de queso para llevar',
        description: 'Tarta de queso entera (8 raciones) por encargo con 24 horas de antelación.',
        price: 22,
        oldPrice: 26,
        category: 'Bollería',
        public: false,
        active: true,
        buttonText: 'Encargar',
        expiresInDays: 30,
        createdDaysAgo: 12,
      },
      {
        name: 'Chocolate con churros',
        description: 'Chocolate a la taza con churros para dos.',
        price: 7.5,
        oldPrice: 9,
        category: 'Desayunos',
        public: false,
        active: true,
        buttonText: '',
        expiresInDays: -15,
        createdDaysAgo: 75,
      },
      {
        name: 'Happy hour de zumos',
        description: 'Zumos naturales a mitad de precio de 17:00 a 19:00.',
        price: 1.75,
        oldPrice: 3.5,
        category: 'Bebidas',
        public: false,
        active: false,
        buttonText: '',
        expiresInDays: null,
        createdDaysAgo: 120,
      },
    ],
    news: [
      {
        name: 'Abrimos en Malasaña',
        description:
          'Ya puedes visitarnos en la calle del Espíritu Santo 21, con terraza y el mismo café de siempre.',
        active: true,
        public: true,
        buttonText: 'Cómo llegar',
        buttonLink: 'https://maps.example.test/cafe-central-malasana',
        createdDaysAgo: 40,
      },
      {
        name: 'Nuevo tueste de temporada',
        description: 'Llega nuestro café de Etiopía, con notas florales y de frutos rojos.',
        active: true,
        public: false,
        ...NO_BUTTON,
        createdDaysAgo: 15,
      },
      {
        name: 'Nuevo horario de fin de semana',
        description: 'Los sábados y domingos abrimos a las 8:30 en todas nuestras cafeterías.',
        active: true,
        public: false,
        ...NO_BUTTON,
        createdDaysAgo: 3,
      },
      {
        name: 'Cambiamos de proveedor de leche',
        description: 'Ahora toda nuestra leche es de granjas de la sierra de Madrid.',
        active: false,
        public: false,
        ...NO_BUTTON,
        createdDaysAgo: 150,
      },
    ],
    notifications: [
      {
        title: '¡Doble de puntos este fin de semana!',
        description: 'Este sábado y domingo, cada compra suma el doble de puntos.',
        day: -58,
        time: '10:00',
        ...NO_BUTTON,
      },
      {
        title: 'Ya está aquí el café de Etiopía',
        description: 'Pruébalo en cualquiera de nuestras cafeterías.',
        day: -15,
        time: '09:30',
        buttonText: 'Ver novedad',
        buttonLink: 'https://cafecentral.demo.test/novedades',
      },
      {
        title: 'Tu desayuno a 4,50 €',
        description: 'Café, zumo y tostada de lunes a viernes hasta las 11:00.',
        day: -6,
        time: '08:00',
        ...NO_BUTTON,
      },
      {
        title: 'Te echamos de menos',
        description: 'Vuelve esta semana y llévate 20 puntos extra con tu primera compra.',
        day: -1,
        time: '18:00',
        ...NO_BUTTON,
      },
      {
        title: 'Nuevo horario de fin de semana',
        description: 'Desde este sábado abrimos a las 8:30.',
        day: 2,
        time: '10:00',
        ...NO_BUTTON,
      },
      {
        title: 'Sorteo de una cafetera',
        description: 'Cada compra de esta semana es una participación. ¡Suerte!',
        day: 7,
        time: '12:00',
        buttonText: 'Bases del sorteo',
        buttonLink: 'https://cafecentral.demo.test/sorteo',
      },
      {
        title: 'Gracias por tu fidelidad',
        description: 'Este mes, los clientes Oro y Platino tienen un café gratis.',
        day: 20,
        time: '11:00',
        ...NO_BUTTON,
      },
    ],
  },
  panaderia: {
    offers: [
      {
        name: 'Barra de masa madre a 1 €',
        description: 'Todos los lunes, nuestra barra de masa madre a 1 €.',
        price: 1,
        oldPrice: 1.6,
        category: 'Pan',
        public: true,
        active: true,
        buttonText: '',
        expiresInDays: null,
        createdDaysAgo: 35,
      },
      {
        name: 'Docena de magdalenas',
        description: 'Magdalenas caseras de aceite de oliva.',
        price: 4.5,
        oldPrice: 5.4,
        category: 'Bollería',
        public: false,
        active: true,
        buttonText: 'Reservar',
        expiresInDays: 20,
        createdDaysAgo: 8,
      },
      {
        name: 'Torrijas de Semana Santa',
        description: 'Torrijas de leche y de vino, solo en temporada.',
        price: 1.8,
        oldPrice: null,
        category: 'Bollería',
        public: false,
        active: false,
        buttonText: '',
        expiresInDays: -200,
        createdDaysAgo: 230,
      },
    ],
    news: [
      {
        name: 'Encargos por teléfono',
        description: 'Reserva tus tartas y roscones en tienda o por teléfono.',
        active: true,
        public: true,
        buttonText: 'Ver contacto',
        buttonLink: 'https://panaderiasol.demo.test/contacto',
        createdDaysAgo: 10,
      },
      {
        name: 'Pan sin gluten los viernes',
        description: 'Cada viernes horneamos pan sin gluten en un obrador separado.',
        active: true,
        public: false,
        ...NO_BUTTON,
        createdDaysAgo: 50,
      },
    ],
    notifications: [
      {
        title: 'Recién salido del horno',
        description: 'Hoy tenemos pan de centeno y hogazas de masa madre.',
        day: -20,
        time: '08:30',
        ...NO_BUTTON,
      },
      {
        title: 'Encarga tu tarta',
        description: 'Encarga tu tarta con un día de antelación y llévate una bolsa de picos.',
        day: -2,
        time: '19:00',
        ...NO_BUTTON,
      },
      {
        title: 'Día de la torta de aceite',
        description: 'Este sábado, la segunda caja de tortas a mitad de precio.',
        day: 5,
        time: '09:00',
        ...NO_BUTTON,
      },
    ],
  },
};

/** The platform's own notifications to the customers of every store (no button fields). */
export const DEMO_PLATFORM_NOTIFICATIONS: Omit<DemoNotification, 'buttonText' | 'buttonLink'>[] = [
  {
    title: 'Novedades en la app',
    description: 'Ahora puedes ver tus puntos de todos tus comercios en una sola pantalla.',
    day: -40,
    time: '12:00',
  },
  {
    title: 'Mantenimiento programado',
    description: 'La app no estará disponible el domingo de 3:00 a 4:00.',
    day: -9,
    time: '20:00',
  },
  {
    title: 'Comercios nuevos cerca de ti',
    description: 'Descubre los comercios que se han unido este mes al programa de puntos.',
    day: 14,
    time: '11:00',
  },
];
