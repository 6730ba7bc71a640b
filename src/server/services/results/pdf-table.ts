/** Helvetica's WinAnsi characters only (a standard PDF font: nothing to ship); emoji and the like are left out. */
export function pdfText(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20ac]/gu, '')
    .trim();
}

export const PDF_COLORS = { ink: '#1f2937', muted: '#6b7280', accent: '#7c3aed', rule: '#e5e7eb' } as const;

export interface PdfColumn {
  header: string;
  /** Points. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table drawn row by row at the document's cursor: each row as tall as its first cell (the only one that wraps),
 * a thin rule under it, a new page (with the header again) when a row does not fit.
 */
export class PdfTable {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly PdfColumn[],
    private readonly left = doc.page.margins.left,
  ) {}

  header(): void {
    this.row(
      this.columns.map((column) => column.header),
      { bold: true, color: PDF_COLORS.muted },
    );
  }

  row(cells: readonly string[], { bold = false, color = PDF_COLORS.ink as string } = {}): void {
    const { doc } = this;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    // Only the first column wraps; the others are one line (a count, a date), so only the first is measured.
    const height = Math.max(
      doc.currentLineHeight(true),
      doc.heightOfString(cells[0] ?? '', { width: this.columns[0]!.width - 4 }),
    );
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (doc.y + height + 6 > bottom) {
      doc.addPage();
      if (!bold) this.header();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const top = doc.y;
    let x = this.left;
    cells.forEach((cell, i) => {
      const column = this.columns[i]!;
      doc.fillColor(color).text(cell, x, top, {
        width: column.width - 4,
        align: column.align ?? 'left',
        ...(i === 0 ? {} : { lineBreak: false, ellipsis: true, height: height }),
      });
      x += column.width;
    });
    const end = top + height + 3;
    doc.moveTo(this.left, end).lineTo(x, end).lineWidth(0.5).strokeColor(PDF_COLORS.rule).stroke();
    doc.x = this.left;
    doc.y = end + 3;
  }
}
