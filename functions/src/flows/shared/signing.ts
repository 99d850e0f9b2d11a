/** Where a typed-name signature came from, as the server saw the request (an offer's, a policy's). */
export interface SigningContext {
  address: string;
  userAgent: string;
}
