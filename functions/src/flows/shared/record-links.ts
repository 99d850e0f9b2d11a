// Where the portal opens a record, as "Needs you" and notifications link to it (`area` is e.g. "/hr").

/** An interview (the panel's screen for an application). */
export const interviewPath = (area: string, applicationId: string) =>
  `${area}/interviews/${encodeURIComponent(applicationId)}`;

/** An application opened on its job's pipeline board. */
export const pipelinePath = (area: string, jobId: string, applicationId: string) =>
  `${area}/pipeline?job=${encodeURIComponent(jobId)}&application=${encodeURIComponent(applicationId)}`;
