// The area's one page, as the chunk its route loads.
export { PrescriptionRecordPage } from './prescription-record-page';
