// What `npm run bench` (and load:apply, probe:pdf) need from the API's source, bundled by esbuild into one
// module (see bench.mjs): the Express app to run in-process, the repository queries for the bare-Firestore
// comparison, and the PDF fixtures for uploads.
export { createApp } from '../../functions/src/app.js';
export { auth, db } from '../../functions/src/lib/firebase.js';
export { jobsQuery } from '../../functions/src/api/jobs/repository.js';
export { applicationsOfQuery, applicationsQuery } from '../../functions/src/api/applications/repository.js';
export { fileStore } from '../../functions/src/storage/index.js';
export { makePdf, multipart } from '../../test-fixtures/pdf.js';
export { objectStreamBomb } from '../../test-fixtures/hostile-pdfs.js';
export { eventDocument, eventId } from '../../functions/src/lib/event-log.js';
export { writeRebuild } from '../../functions/src/api/insights/service.js';
export { bucketsCovering } from '../../functions/src/api/insights/range.js';
export { contributionOf } from '../../functions/src/api/insights/contribution.js';
export { groupByBucket } from '../../functions/src/api/insights/buckets.js';
export { installReadMeter, readMeter } from '../../functions/test/support/read-meter.js';
