import { requireStaff } from '../shared';
import type { ActionHandlers } from '../actions';
import { createJob, takeUpload, uploadOf, wakeImportRunners } from './jobs';

/** issue 14 point 5: the uploaded file becomes an import job, answered 202; its dry run starts. */
export const importActions: ActionHandlers = {
  import: async (request, reply, body) => {
    const user = requireStaff(request);
    const upload = uploadOf(request, body.file);
    const job = await createJob(request.server.db, user.id, upload);
    takeUpload(request);
    wakeImportRunners(request.server.db);
    void reply.code(202);
    return job;
  },
};
