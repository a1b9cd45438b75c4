// The catalogue import job (issue 14 points 5, 6 and 8): upload, dry run, apply, resume, report.
export { catalogImportJobRoutes } from './routes';
export { importUploads, takeUpload, uploadOf } from './upload';
export { createJob } from './service';
export { startImportRunner, wakeImportRunners, type ImportRunner } from './runner';
export { loadExisting } from './existing';
export { sweepImportLeftovers } from './retention';
