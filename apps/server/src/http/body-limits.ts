/** Room for one staff upload of MAX_FILE_BYTES as a base64 data URL (upload_ApplicantFile), and a little. */
export const DISPATCHER_BODY_LIMIT = 7_000_000;
