// The endpoints `npm run bench` measures, each next to a bare Firestore call doing the same work.

/** `call(method, path, token, body, headers)` sends a request to the in-process API. */
export async function mainEndpoints({ harness, db, Timestamp, call, adminToken, candidateToken }) {
  const applicationIds = (await db.collection('applications').where('job', '==', 'bench-job-500').get()).docs.map(
    (doc) => doc.id,
  );
  // Moves only: selecting (Hired) is a hire, with a role change and documents, which is not what this measures.
  const statuses = ['shortlisted', 'rejected', 'applied', 'rejected'];
  const pdf = harness.makePdf('Bench resume', 1024 * 1024);
  const upload = harness.multipart('bench-resume.pdf', pdf);
  const store = harness.fileStore();

  return [
    {
      name: 'jobs list (20, candidate)',
      api: () => call('GET', '/api/job?limit=20', candidateToken),
      bare: () => harness.jobsQuery({ activeOnly: true }).limit(20).get(),
    },
    {
      name: 'my applications (candidate)',
      api: () => call('GET', '/api/application/my', candidateToken),
      bare: () => harness.applicationsOfQuery('bench-candidate').limit(200).get(),
    },
    {
      name: 'admin applications page (50)',
      api: () => call('GET', '/api/application?limit=50', adminToken),
      bare: () => harness.applicationsQuery({}).limit(50).get(),
    },
    {
      name: 'status update',
      api: (i) =>
        call(
          'PATCH',
          `/api/application/${applicationIds[i % applicationIds.length]}/status`,
          adminToken,
          JSON.stringify({ status: statuses[Math.floor(i / applicationIds.length) % 4] }),
          { 'content-type': 'application/json' },
        ),
      // The same Firestore work in one transaction: read the application, write the status, append its event
      // to the log and create the audit entry beside it.
      bare: (i) =>
        db.runTransaction(async (transaction) => {
          const ref = db.collection('applications').doc(applicationIds[i % applicationIds.length]);
          const snapshot = await transaction.get(ref);
          const now = Timestamp.now();
          transaction.update(ref, { status: snapshot.get('status'), updatedAt: now });
          transaction.create(ref.collection('events').doc(), { type: 'moved', actor: 'bench', at: now });
          transaction.create(db.collection('auditLog').doc(), { action: 'application.status_changed', at: now });
        }),
    },
    {
      name: 'upload 1 MB PDF',
      api: () =>
        call('POST', '/api/document/upload', candidateToken, upload.body, { 'content-type': upload.contentType }),
      // Store the same bytes and write the same record, without parsing, checking or HTTP.
      bare: async (i) => {
        await store.put(`documents/bench-bare/${i}.pdf`, pdf, 'application/pdf');
        await db.collection('documents').add({ ownerId: 'bench-bare', fileName: `${i}.pdf`, size: pdf.length });
      },
    },
  ];
}
