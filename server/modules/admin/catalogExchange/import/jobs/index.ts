// The catalogue import job (issue 14 points 5, 6 and 8): upload, dry run, apply, resume, report.
export { catalogImportJobRoutes } from './routes';
export { importUploads, takeUpload, uploadOf } from './upload';
export { createJob } from './service';
export { wakeImportRunners } from './runner';
