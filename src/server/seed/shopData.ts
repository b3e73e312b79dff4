/**
 * The demo stores' online shops as data: products, shipping costs, payment methods, and the words their
 * orders are made of (delivery streets, staff notes).
 */
import type { PAYMENT_METHOD_TYPES } from '../db/schema';

export interface DemoProduct {
  name: string;
  description: string;
  sku: string;
  price: number;
  points: number;
  stock: number | null;
  active: boolean;
  /** A category by its Spanish name (platformSeed). */
  category: string;
}

export interface DemoShippingCost {
  name: string;
  /** A city by name (platformSeed); null for everywhere else. */
  city: string | null;
  price: number;
  freeFrom: number | null;
  active: boolean;
}

export interface DemoPaymentMethod {
  type: (typeof PAYMENT_METHOD_TYPES)[number];
  name: string;
  instructions: string;
  active: boolean;
}

export interface DemoShop {
  products: DemoProduct[];
  shippingCosts: DemoShippingCost[];
  paymentMethods: DemoPaymentMethod[];
  streets: string[];
  postalCodes: string[];
}

const product = (
  name: string,
  sku: string,
  price: number,
  category: string,
  extra: Partial<DemoProduct> = {},
): DemoProduct => ({
  name,
  description: '',
  sku,
  price,
  points: Math.floor(price),
  stock: null,
  active: true,
  category,
  ...extra,
});

export const DEMO_SHOPS: Record<'cafe' | 'panaderia', DemoShop> = {
  cafe: {
    products: [
      product('Café en grano Etiopía 250 g', 'CC-GR-ETI', 8.9, 'Bebidas', {
        description: 'Tueste medio, notas florales y de frutos rojos.',
        stock: 40,
      }),
      product('Café molido Colombia 250 g', 'CC-MO-COL', 7.5, 'Bebidas', {
        description: 'Molido para cafetera italiana.',
      }),
      product('Cápsulas compatibles (10 u.)', 'CC-CAP-10', 3.9, 'Bebidas'),
      product('Taza Café Central', 'CC-TAZA', 12, 'Regalos', {
        description: 'Taza de cerámica de 300 ml con nuestro logo.',
        stock: 25,
        points: 15,
      }),
      product('Termo de acero 500 ml', 'CC-TERMO', 18.5, 'Regalos', { stock: 12 }),
      product('Caja de 6 croissants', 'CC-CROI-6', 9, 'Bollería', {
        description: 'Para hornear en casa: 18 minutos a 180 °C.',
      }),
      product('Tarta de queso entera', 'CC-TARTA-Q', 24, 'Bollería', {
        description: 'Ocho raciones. Por encargo con 24 horas de antelación.',
        points: 30,
      }),
      product('Granola artesana 400 g', 'CC-GRANOLA', 6.2, 'Desayunos'),
      product('Mermelada de naranja amarga', 'CC-MERM', 4.8, 'Desayunos'),
      product('Tarjeta regalo 25 €', 'CC-REGALO-25', 25, 'Regalos', { points: 0 }),
      product('Chocolate a la taza (temporada)', 'CC-CHOCO', 5.5, 'Bebidas', { active: false }),
    ],
    shippingCosts: [
      { name: 'Madrid capital', city: 'Madrid', price: 2.5, freeFrom: 30, active: true },
      { name: 'Barcelona', city: 'Barcelona', price: 4.9, freeFrom: 50, active: true },
      { name: 'Canarias', city: 'Las Palmas de Gran Canaria', price: 12, freeFrom: null, active: false },
      { name: 'Resto de España', city: null, price: 6.9, freeFrom: 60, active: true },
    ],
    paymentMethods: [
      {
        type: 'cash',
        name: 'Pago al recoger',
        instructions: 'Pague al recoger su pedido en cualquiera de nuestras cafeterías.',
        active: true,
      },
      {
        type: 'card',
        name: 'Tarjeta',
        instructions: 'El repartidor lleva datáfono.',
        active: true,
      },
      {
        type: 'transfer',
        name: 'Transferencia bancaria',
        instructions: 'ES12 2100 0418 4502 0005 1332 · Indique el número de pedido en el concepto.',
        active: true,
      },
      {
        type: 'link',
        name: 'Bizum',
        instructions: 'Le enviaremos una solicitud de pago al móvil del pedido.',
        active: true,
      },
      { type: 'paypal', name: 'PayPal', instructions: 'pagos@cafecentral.demo.test', active: false },
    ],
    streets: [
      'Calle de Alcalá',
      'Calle de Toledo',
      'Calle de Fuencarral',
      'Calle de Bravo Murillo',
      'Paseo de las Delicias',
      'Calle de Embajadores',
      'Calle de Princesa',
      'Avenida de América',
    ],
    postalCodes: ['28001', '28005', '28010', '28013', '28015', '28020', '28028', '28045'],
  },
  panaderia: {
    products: [
      product('Hogaza de masa madre 1 kg', 'PS-HOGAZA', 4.5, 'Pan', {
        description: 'Fermentación de 24 horas.',
      }),
      product('Pan de centeno', 'PS-CENTENO', 3.8, 'Pan'),
      product('Picos sevillanos 250 g', 'PS-PICOS', 2.6, 'Pan'),
      product('Torta de aceite (6 u.)', 'PS-TORTAS', 5.2, 'Bollería'),
      product('Roscón mediano', 'PS-ROSCON', 22, 'Bollería', { stock: 15, points: 25 }),
      product('Caja de polvorones', 'PS-POLVO', 8.5, 'Regalos', { stock: 30 }),
    ],
    shippingCosts: [
      { name: 'Sevilla capital', city: 'Sevilla', price: 1.9, freeFrom: 20, active: true },
      { name: 'Resto de España', city: null, price: 5.5, freeFrom: 45, active: true },
    ],
    paymentMethods: [
      {
        type: 'cash',
        name: 'Efectivo al recoger',
        instructions: 'Pague en la tienda de Triana o del Centro.',
        active: true,
      },
      {
        type: 'transfer',
        name: 'Transferencia',
        instructions: 'ES76 0049 1500 0512 3456 7892 · Panadería Sol S.L.',
        active: true,
      },
    ],
    streets: [
      'Calle Betis',
      'Calle Feria',
      'Calle Sierpes',
      'Avenida de la Constitución',
      'Calle Pureza',
      'Calle Asunción',
    ],
    postalCodes: ['41001', '41002', '41003', '41010', '41011'],
  },
};

export const ORDER_NOTES = [
  'El cliente pide que se deje en portería.',
  'Llamar antes de entregar.',
  'Pagado por Bizum: comprobado.',
  'Falta una unidad: se entrega mañana.',
  'Es para regalo: envolver sin ticket.',
  'El repartidor no encontró a nadie; segundo intento por la tarde.',
  'Cliente habitual, añadir una muestra de café.',
];
