// What `npm run bench` (and load:apply, probe:pdf) need from the API's source, bundled by esbuild into one
// module (see bench.mjs): the Express app to run in-process, the repository queries for the bare-Firestore
// comparison, and the PDF fixtures for uploads.
export { createApp } from '../../functions/src/http/app.js';
export { auth, db } from '../../functions/src/lib/firebase.js';
export { jobsQuery } from '../../functions/src/data/jobs/jobs.js';
export { applicationsOfQuery } from '../../functions/src/data/applications/of-person.js';
export { applicationsQuery, waitingQuery } from '../../functions/src/data/applications/staff-lists.js';
export { fileStore } from '../../functions/src/lib/storage/index.js';
export { makePdf, makeResumePdf, multipart } from '../../test-fixtures/pdf.js';
export { objectStreamBomb } from '../../test-fixtures/hostile-pdfs.js';
export { eventDocument, eventId } from '../../functions/src/lib/event-log.js';
export { writeRebuild } from '../../functions/src/flows/insights/rebuild.js';
export { bucketsCovering } from '../../functions/src/flows/insights/range.js';
export { contributionOf } from '../../functions/src/flows/insights/contribution.js';
export { groupByBucket } from '../../functions/src/flows/insights/buckets.js';
export { installReadMeter, readMeter } from '../../functions/test/support/read-meter.js';
export { personIndexDocument } from '../../functions/src/data/search/index-record.js';
export { filterKeysOf, scoreTerms, suggestionWords } from '../../functions/src/flows/shared/search-terms.js';
export { runBulkJob } from '../../functions/src/flows/bulk/run.js';
export { sweepBulk } from '../../functions/src/flows/bulk/undo.js';
