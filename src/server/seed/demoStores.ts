/**
 * The demo stores as data: their settings, branches, levels and rewards. Café Central (Madrid) has
 * every plan feature; Panadería Sol (Sevilla) is a smaller shop with the basic plan.
 */
export interface DemoStore {
  key: 'cafe' | 'panaderia';
  name: string;
  storeType: string;
  city: string;
  owner: { email: string; firstName: string; lastName: string };
  settings: {
    welcomePoints: number;
    conversionPoints: number;
    conversionMoney: number;
    redeemBought: number;
    redeemFree: number;
    monthFreeRedeems: number;
    requestReward: boolean;
    phone: string;
    description: string;
    email: string;
    plan: {
      planShowProducts: boolean;
      planShowOffers: boolean;
      planShowNews: boolean;
      planPushNotifications: boolean;
      planLocationLimit: number;
    };
  };
  locations: { name: string; address: string; latitude: number; longitude: number }[];
  levels: { name: string; minPoints: number; color: string; description: string }[];
  rewards: { name: string; points: number; stock: number | null; description: string }[];
  /** Typical ticket, in euros, for the purchases of the history. */
  ticket: { min: number; max: number };
}

export const DEMO_STORES: DemoStore[] = [
  {
    key: 'cafe',
    name: 'Café Central',
    storeType: 'Cafetería',
    city: 'Madrid',
    owner: { email: 'owner@demo.test', firstName: 'Lucía', lastName: 'Fernández' },
    settings: {
      welcomePoints: 50,
      conversionPoints: 1,
      conversionMoney: 1,
      redeemBought: 250,
      redeemFree: 20,
      monthFreeRedeems: 20,
      requestReward: true,
      phone: '910 123 456',
      description: 'Café de especialidad y desayunos caseros en el centro de Madrid desde 1998.',
      email: 'hola@cafecentral.demo.test',
      plan: {
        planShowProducts: true,
        planShowOffers: true,
        planShowNews: true,
        planPushNotifications: true,
        planLocationLimit: 5,
      },
    },
    locations: [
      { name: 'Café Central Sol', address: 'Calle Mayor 10, Madrid', latitude: 40.4165, longitude: -3.7058 },
      {
        name: 'Café Central Chamberí',
        address: 'Calle de Santa Engracia 52, Madrid',
        latitude: 40.4358,
        longitude: -3.6998,
      },
      {
        name: 'Café Central Malasaña',
        address: 'Calle del Espíritu Santo 21, Madrid',
        latitude: 40.4258,
        longitude: -3.7045,
      },
    ],
    levels: [
      { name: 'Bronce', minPoints: 0, color: '#b45309', description: 'Bienvenido al club Café Central.' },
      { name: 'Plata', minPoints: 500, color: '#9ca3af', description: 'Un café gratis en tu cumpleaños.' },
      { name: 'Oro', minPoints: 1500, color: '#ca8a04', description: 'Un 5 % de descuento en bollería.' },
      { name: 'Platino', minPoints: 4000, color: '#6366f1', description: 'Desayuno gratis cada mes.' },
    ],
    rewards: [
      { name: 'Café con leche', points: 100, stock: null, description: 'Un café con leche de la carta.' },
      { name: 'Croissant de mantequilla', points: 150, stock: null, description: 'Recién horneado.' },
      { name: 'Tarta del día', points: 300, stock: null, description: 'Una porción de la tarta del día.' },
      { name: 'Desayuno completo', points: 400, stock: null, description: 'Café, zumo y tostada.' },
      { name: 'Bolsa de café en grano', points: 900, stock: 40, description: '250 g de nuestro tueste.' },
      {
        name: 'Taza Café Central',
        points: 1200,
        stock: 25,
        description: 'Taza de cerámica de edición limitada.',
      },
    ],
    ticket: { min: 2, max: 18 },
  },
  {
    key: 'panaderia',
    name: 'Panadería Sol',
    storeType: 'Panadería',
    city: 'Sevilla',
    owner: { email: 'owner2@demo.test', firstName: 'Javier', lastName: 'Moreno' },
    settings: {
      welcomePoints: 20,
      conversionPoints: 1,
      conversionMoney: 1,
      redeemBought: 80,
      redeemFree: 10,
      monthFreeRedeems: 10,
      requestReward: false,
      phone: '954 321 987',
      description: 'Pan de masa madre y dulces tradicionales sevillanos.',
      email: 'pedidos@panaderiasol.demo.test',
      plan: {
        planShowProducts: false,
        planShowOffers: true,
        planShowNews: false,
        planPushNotifications: false,
        planLocationLimit: 2,
      },
    },
    locations: [
      {
        name: 'Panadería Sol Triana',
        address: 'Calle San Jacinto 34, Sevilla',
        latitude: 37.3838,
        longitude: -6.0051,
      },
      {
        name: 'Panadería Sol Centro',
        address: 'Calle Feria 12, Sevilla',
        latitude: 37.3995,
        longitude: -5.9895,
      },
    ],
    levels: [
      { name: 'Miga', minPoints: 0, color: '#d6d3d1', description: 'Para todos los clientes.' },
      { name: 'Hogaza', minPoints: 800, color: '#a16207', description: 'Una barra gratis al mes.' },
      { name: 'Masa madre', minPoints: 2500, color: '#78350f', description: 'Un 10 % en encargos.' },
    ],
    rewards: [
      { name: 'Barra de pan', points: 60, stock: null, description: 'Barra de masa madre.' },
      { name: 'Napolitana de chocolate', points: 120, stock: null, description: 'Recién hecha.' },
      { name: 'Docena de magdalenas', points: 350, stock: null, description: 'Magdalenas caseras.' },
      { name: 'Roscón de Reyes', points: 900, stock: 15, description: 'Solo en temporada.' },
    ],
    ticket: { min: 1, max: 12 },
  },
];
