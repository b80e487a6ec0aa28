import { isDocumentType, uploadFileResult } from '@/lib/rules/upload';
import type { DocumentRecord } from '../world/types';
import { now } from '../world/worlds';
import { fail, formOf, ok, text } from './respond';
import { route } from './route';
import { withPlayer } from './session';


const documentJson = (doc: DocumentRecord) => ({
  id: doc.id,
  name: doc.name,
  documentSource: doc.documentSource,
  documentStatus: doc.documentStatus,
  uploadTime: doc.uploadTime,
  documentType: doc.documentType,
});

export const documentsHandlers = [
  route('get', '/main/player/documents', 'main.getDocuments', withPlayer((_ctx, player) =>
    ok({ documents: [...player.documents].sort((a, b) => Date.parse(b.uploadTime) - Date.parse(a.uploadTime)).map(documentJson) }),
  )),

  route('post', '/main/player/documentUpload', 'main.uploadDocument', withPlayer(async ({ request, world }, player) => {
    const form = await formOf(request);
    const file = form.file;
    const documentType = text(form, 'documentType');
    if (!file || typeof file === 'string') return fail(160, 'No file');
    // The backend knows its document types (src/lib/rules/upload.ts), and enforces the form's file rules again.
    if (!isDocumentType(documentType)) return fail(160, documentType ? 'Unknown document type' : 'Document type required', { documentType });
    // A Blob sent without a file name arrives as "blob": the name field names the file then.
    const name = text(form, 'name') || file.name;
    // The backend enforces the form's rules again (code 160).
    const checked = uploadFileResult({ name, size: file.size });
    if (!checked.ok && checked.key === 'forms:fileType') return fail(160, 'Only .pdf, .png, .jpg and .jpeg files are accepted', { name });
    if (!checked.ok) return fail(160, 'File too large', { size: checked.size, maxSize: checked.max });
    world.nextId += 1;
    const doc: DocumentRecord = {
      id: `doc-${world.nextId}`,
      documentSource: 'upload',
      documentStatus: 'pending',
      uploadTime: now(world).toISOString(),
      documentType,
      name,
    };
    player.documents.push(doc);
    if (player.verificationStatus === 'unverified') player.verificationStatus = 'pending';
    return ok({ document: documentJson(doc) });
  })),

  route('get', '/main/verification/status', 'main.getVerificationStatus', withPlayer((_ctx, player) => ok({ status: player.verificationStatus }))),
];
