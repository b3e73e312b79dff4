/**
 * The printable sheet of QR coupons: A4 pages of 3 × 4 cut-out cards, each with the coupon's QR code
 * (its code, which the customers' app scans), the code in letters, its points, description and last day.
 * pdfkit writes the PDF; qrcode draws each QR as a PNG image.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { messages } from '../messages';

export interface PrintedCoupon {
  code: string;
  points: number;
  description: string;
  /** YYYY-MM-DD, or null for no end. */
  expirationDate: string | null;
}

const PAGE = { width: 595.28, height: 841.89, margin: 36, header: 28 };
const GRID = { columns: 3, rows: 4 };
const CELL = {
  width: (PAGE.width - 2 * PAGE.margin) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - PAGE.header) / GRID.rows,
  padding: 8,
  qr: 104,
};
const GREY = '#6b7280';

/**
 * A QR code as a grey-scale PNG. Grey-scale rather than qrcode's default RGBA: an alpha channel would
 * make pdfkit add a second, soft-mask image to every code. `colorType` is pngjs's own option, passed
 * through by qrcode but missing from its type declarations, hence the separate object.
 */
function qrPng(text: string): Promise<Buffer> {
  const rendererOpts = { deflateLevel: 9, colorType: 0 };
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
    color: { dark: '#000000', light: '#ffffff' },
    rendererOpts,
  });
}

/** 2026-12-31 → 31/12/2026, as Spanish readers write a date. */
function spanishDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function drawCard(doc: PDFKit.PDFDocument, coupon: PrintedCoupon, qr: Buffer, x: number, y: number): void {
  const inner = CELL.width - 2 * CELL.padding;
  doc
    .save()
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .rect(x, y, CELL.width, CELL.height)
    .stroke()
    .restore();
  doc.image(qr, x + (CELL.width - CELL.qr) / 2, y + CELL.padding, { width: CELL.qr, height: CELL.qr });
  const text = (value: string, top: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(value, x + CELL.padding, y + top, {
      width: inner,
      align: 'center',
      lineBreak: false,
      ...options,
    });
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827');
  text(coupon.code, 118);
  doc.font('Helvetica').fontSize(10);
  text(messages.coupons.pdf.points(coupon.points), 134);
  if (coupon.description) {
    doc.fontSize(8).fillColor(GREY);
    text(coupon.description, 148, { lineBreak: true, height: 20, ellipsis: true });
  }
  if (coupon.expirationDate) {
    doc.fontSize(7.5).fillColor(GREY);
    text(messages.coupons.pdf.validUntil(spanishDay(coupon.expirationDate)), 170);
  }
}

/** The PDF's bytes: the coupons in the order given, twelve to a page. */
export async function renderCouponsPdf(
  coupons: readonly PrintedCoupon[],
  storeName: string,
): Promise<Buffer> {
  const title = messages.coupons.pdf.title(storeName);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = GRID.columns * GRID.rows;
  for (const [index, coupon] of coupons.entries()) {
    const slot = index % perPage;
    if (slot === 0) {
      doc.addPage();
      doc.font('Helvetica').fontSize(9).fillColor(GREY);
      doc.text(title, PAGE.margin, PAGE.margin, { width: PAGE.width - 2 * PAGE.margin, lineBreak: false });
    }
    const x = PAGE.margin + (slot % GRID.columns) * CELL.width;
    const y = PAGE.margin + PAGE.header + Math.floor(slot / GRID.columns) * CELL.height;
    drawCard(doc, coupon, await qrPng(coupon.code), x, y);
  }
  doc.end();
  return finished;
}
