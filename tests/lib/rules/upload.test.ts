import fc from 'fast-check';
import { hasUploadExtension, UPLOAD_ACCEPT, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, uploadFileResult, uploadFormErrors } from '@/lib/rules/upload';

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
