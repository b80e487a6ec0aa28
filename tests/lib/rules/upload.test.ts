import fc from 'fast-check';
import { DOCUMENT_TYPES, hasUploadExtension, isDocumentType, splitUploadFiles, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, uploadFileResult, uploadFormErrors } from '@/lib/rules/upload';

describe('upload files (spec 5, 9)', () => {
  it('takes .pdf, .png, .jpg and .jpeg in any case, judged by the end of the name', () => {
    for (const name of ['id.pdf', 'ID.PDF', 'scan.png', 'photo.jpg', 'photo.JPeG', 'my.passport.jpeg']) expect(hasUploadExtension(name)).toBe(true);
    for (const name of ['notes.txt', 'id.pdf.exe', 'pdf', 'photo.jpe', 'photo.heic', 'archive.png.zip', '']) expect(hasUploadExtension(name)).toBe(false);
  });

  it('gives each file a result with its size and the maximum', () => {
    expect(uploadFileResult({ name: 'bill.jpeg', size: 2_097_152 })).toEqual({ ok: true, name: 'bill.jpeg', size: 2_097_152, max: 2_097_152 });
    expect(uploadFileResult({ name: 'big.png', size: 2_097_153 })).toEqual({ ok: false, key: 'forms:fileTooLarge', name: 'big.png', size: 2_097_153, max: 2_097_152 });
    expect(uploadFileResult({ name: 'notes.txt', size: 10 })).toEqual({ ok: false, key: 'forms:fileType', name: 'notes.txt', size: 10, max: 2_097_152 });
    // A file of the wrong type is refused for its type, whatever its size.
    expect(uploadFileResult({ name: 'huge.txt', size: 10 ** 9 })).toMatchObject({ ok: false, key: 'forms:fileType' });
  });

  it('allows a file exactly up to 2097152 bytes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 8 }), fc.constantFrom(...UPLOAD_EXTENSIONS), (size, extension) => {
        const result = uploadFileResult({ name: `file${extension}`, size });
        expect(result.ok).toBe(size <= UPLOAD_MAX_BYTES);
        expect(result).toMatchObject({ size, max: 2_097_152 });
      }),
    );
  });

  it('offers the extensions and their MIME types to the file picker', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(['.pdf', '.png', '.jpg', '.jpeg', 'application/pdf', 'image/png', 'image/jpeg']);
  });
});

describe('upload form (spec 5)', () => {
  it('requires a document type and at least one file', () => {
    expect(uploadFormErrors({ documentType: 'identity', fileCount: 1 })).toEqual({});
    expect(uploadFormErrors({ documentType: ' ', fileCount: 0 })).toEqual({ documentType: 'forms:requiredField', files: 'forms:requiredField' });
    expect(uploadFormErrors({ documentType: 'address', fileCount: 0 })).toEqual({ files: 'forms:requiredField' });
  });
});

describe('document types and the files of one upload', () => {
  it('knows its document types and nothing else', () => {
    for (const type of DOCUMENT_TYPES) expect(isDocumentType(type)).toBe(true);
    for (const type of ['', 'Identity', 'passport', 'identity ', 'toString']) expect(isDocumentType(type)).toBe(false);
  });

  it('sends the good files and refuses the others, each for its own reason', () => {
    const files = [
      { name: 'id.pdf', size: 1_000 },
      { name: 'huge.jpg', size: 3_000_000 },
      { name: 'notes.txt', size: 10 },
      { name: 'bill.PNG', size: UPLOAD_MAX_BYTES },
    ];
    const { send, refused } = splitUploadFiles(files);
    expect(send.map((f) => f.name)).toEqual(['id.pdf', 'bill.PNG']);
    expect(refused).toEqual([
      { ok: false, key: 'forms:fileTooLarge', name: 'huge.jpg', size: 3_000_000, max: UPLOAD_MAX_BYTES },
      { ok: false, key: 'forms:fileType', name: 'notes.txt', size: 10, max: UPLOAD_MAX_BYTES },
    ]);
  });

  it('loses no file and keeps their order (property)', () => {
    const file = fc.record({ name: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('.pdf', '.png', '.jpg', '.jpeg', '.txt', '.gif', '')).map(([base, ext]) => base + ext), size: fc.integer({ min: 0, max: 5_000_000 }) });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 12 }), (files) => {
        const { send, refused } = splitUploadFiles(files);
        expect(send.length + refused.length).toBe(files.length);
        expect(send).toEqual(files.filter((f) => uploadFileResult(f).ok));
        expect(refused.map((r) => r.name)).toEqual(files.filter((f) => !uploadFileResult(f).ok).map((f) => f.name));
      }),
    );
  });
});
