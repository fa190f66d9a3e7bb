/**
 * The words a letter's or a filing's sign-off opens with ("Very truly yours,", "Respectfully
 * submitted,", "Best regards,"), as a regular-expression source in lower case: read it without
 * regard to case. The name under it is the signer's — a person, even when the surname is also a
 * street's word (Lane, Drive, Way). One list for the names found in documents and for the
 * deposition assistant's reading of who signed.
 */
export const SIGN_OFF = String.raw`(?:very truly yours|yours (?:truly|sincerely|faithfully)|sincerely(?: yours)?|(?:best |kind |warm )?regards|respectfully(?: submitted| yours)?)`;
