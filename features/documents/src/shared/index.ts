// What another workspace may read of the documents' kinds (the screens and the server import the files they mean).
export { DOCUMENT_KINDS, type DocumentKind, KIND_LABELS } from './kinds.ts';
